'use client';

import { useEffect } from 'react';
import { tagManagerScriptUrl } from './tagManager';

/**
 * Google Tag Manager's loader (decision 0047), as its snippet does it: the `gtm.start` event,
 * then the container's script. After hydration, so it never competes with the page's first
 * paint; the events pushed before it loads wait in the data layer, which GTM reads first.
 */
export function TagManager({ containerId }: { containerId: string }) {
  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = tagManagerScriptUrl(containerId);
    document.head.appendChild(script);
  }, [containerId]);
  return null;
}
