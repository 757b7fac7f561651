import localFont from 'next/font/local';

// Latin fonts through next/font: preloaded, self-hosted from the @fontsource packages, with
// metric-matched fallbacks generated at build time so nothing shifts when they swap in.
// CJK fonts are added per locale once the page has loaded (FontStylesheets).
export const displayFont = localFont({
  src: [
    {
      path: '../../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2',
      weight: '400',
      style: 'italic',
    },
    {
      path: '../../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  variable: '--font-latin-display',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});

export const bodyFont = localFont({
  src: [
    {
      path: '../../../../../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-latin-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});
