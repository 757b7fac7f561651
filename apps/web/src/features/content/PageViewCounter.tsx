'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { countPageView } from './pageViews';

/** Counts page views in sessionStorage for the popup's impression delay (001 §4). */
export function PageViewCounter() {
  const pathname = usePathname();
  useEffect(() => {
    countPageView(window.sessionStorage);
  }, [pathname]);
  return null;
}
