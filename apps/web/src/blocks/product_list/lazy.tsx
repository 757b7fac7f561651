'use client';

import dynamic from 'next/dynamic';

/** The product list with its filters in its own chunk, loaded only where it is shown (0014). */
export const ProductListLazy = dynamic(() =>
  import('@/features/products/ProductList').then((m) => m.ProductList),
);
