'use client';

import dynamic from 'next/dynamic';

/** The popup (Radix dialog) in its own chunk, loaded only where the block is on the page (0014). */
export const PopupModalLazy = dynamic(() => import('./PopupModal').then((m) => m.PopupModal));
