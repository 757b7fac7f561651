'use client';

import { useEffect } from 'react';
import type { Locale } from '@maison/domain/constants';

/** The CJK stylesheet each locale needs; scripts/copy-fonts.mjs writes them to public/fonts. */
const CJK_STYLESHEET: Partial<Record<Locale, string>> = {
  ja: '/fonts/jp.css',
  ko: '/fonts/kr.css',
  'zh-hans': '/fonts/sc.css',
};

/**
 * Adds the locale's CJK @font-face sheet to <head> once the page has loaded. The sheet is about
 * 120 KB gzip, so it is never in the server HTML, where it would hold the first paint; the CSP
 * allows no inline `onload` to swap a `media="print"` link, hence an effect. Until it arrives,
 * CJK text is set in the system's CJK font (the faces are font-display swap: decision 0022).
 * Waiting for `load` keeps it from competing with the hero image and the scripts.
 */
export function FontStylesheets({ locale }: { locale: Locale }) {
  const href = CJK_STYLESHEET[locale];

  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const append = () => document.head.append(link);
    if (document.readyState === 'complete') append();
    else window.addEventListener('load', append, { once: true });
    return () => {
      window.removeEventListener('load', append);
      link.remove();
    };
  }, [href]);

  return null;
}
