'use client';

import dynamic from 'next/dynamic';

/**
 * The careers list with its filters in its own chunk, loaded only on the page that shows it:
 * every content page shares the block registry, and a client component imported there directly
 * would be in every page's first load (decision 0014).
 */
export const CareersListLazy = dynamic(() => import('./CareersList').then((m) => m.CareersList));
