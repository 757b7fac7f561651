'use client';

import { useEffect } from 'react';
import { captureClickIds } from './clickIds';

/** Mounted once in the layout: reads the landing URL's click ids after hydration. */
export function ClickIdCapture() {
  useEffect(() => {
    captureClickIds(window.location.search);
  }, []);
  return null;
}
