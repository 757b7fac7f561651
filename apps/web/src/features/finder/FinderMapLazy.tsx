'use client';

import dynamic from 'next/dynamic';
import styles from './finder.module.css';

/**
 * The map in its own chunk with MapLibre and its stylesheet: the finder renders it only once
 * the first results are there, so neither is part of the page's first load (decision 0028).
 */
export const FinderMapLazy = dynamic(() => import('./FinderMap').then((m) => m.FinderMap), {
  ssr: false,
  loading: () => <div className={styles.mapPlaceholder} aria-hidden="true" />,
});
