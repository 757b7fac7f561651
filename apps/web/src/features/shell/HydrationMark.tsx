'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once React has taken over the server HTML, so automated
 * browsers (e2e, Lighthouse scripts) act only on interactive pages.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
