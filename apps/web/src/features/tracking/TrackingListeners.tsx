'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { clickButtonPayload } from './buttons';
import { track } from './track';

/**
 * Mounted once in the layout. click_button for every tracked button (one delegated listener
 * instead of turning server-rendered blocks into client components), and virtual_page_view
 * once per page shown: the first load and every client-side navigation (000 §7, 002 §7).
 */
export function TrackingListeners() {
  const pathname = usePathname();
  const locale = useLocale();
  // React runs a mount effect twice in development; a path is pushed once.
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    track('virtual_page_view', { page_path: pathname, locale });
  }, [pathname, locale]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const payload = clickButtonPayload(event.target);
      if (payload) track('click_button', payload);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
