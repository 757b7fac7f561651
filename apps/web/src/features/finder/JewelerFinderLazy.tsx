'use client';

import dynamic from 'next/dynamic';

/**
 * The jeweler finder in its own chunk: the block registry is on every content page, and only
 * the pages with a finder block load it. It still renders on the server; the chunk is preloaded
 * from the HTML (docs/decisions/0014).
 */
export const JewelerFinderLazy = dynamic(() =>
  import('./JewelerFinder').then((m) => m.JewelerFinder),
);
