'use client';

import dynamic from 'next/dynamic';

/**
 * The price-on-request modal (Radix dialog) in its own chunk: only pages that offer it (a
 * product without a price, the block) load it (docs/decisions/0014).
 */
export const PriceOnRequestLazy = dynamic(() =>
  import('./PriceOnRequest').then((m) => m.PriceOnRequest),
);
