'use client';

import type { ReactNode } from 'react';
import { showMiniHeader } from '@/features/header/showRegularHeader';
import styles from './AnchorBar.module.css';

export interface AnchorBarItem {
  id: string;
  label: string;
}

/**
 * A sticky bar of links to sections on the page. An anchor click forces the mini header for
 * about 1 s (001 §4) so the smooth scroll does not fight the header showing up.
 */
export function AnchorBar({
  items,
  label,
  children,
  testId = 'block-sticky_anchor_menu',
}: {
  items: readonly AnchorBarItem[];
  label: string;
  /** Extra content at the end of the bar (the product page's price, for instance). */
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <nav data-testid={testId} className={styles.root} aria-label={label}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a className={styles.link} href={`#${item.id}`} onClick={showMiniHeader}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </nav>
  );
}
