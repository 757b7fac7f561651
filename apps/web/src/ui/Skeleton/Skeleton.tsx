import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Skeleton.module.css';

/**
 * A shimmering placeholder that keeps the place of content still loading (no layout shift).
 * Its size comes from `className`; it is hidden from assistive technology unless it carries
 * children (a visually hidden "loading" text), since the surrounding element says what loads.
 */
export function Skeleton({
  as: Element = 'span',
  className,
  children,
}: {
  as?: 'span' | 'div' | 'li';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Element className={cx(styles.skeleton, className)} aria-hidden={children ? undefined : true}>
      {children}
    </Element>
  );
}
