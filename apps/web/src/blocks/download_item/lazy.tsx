'use client';

import dynamic from 'next/dynamic';

/** The download button in its own chunk, loaded only where the block is on the page (0014). */
export const DownloadButtonLazy = dynamic(() =>
  import('./DownloadButton').then((m) => m.DownloadButton),
);
