import type { ElementType, ReactNode } from 'react';
import styles from './Visibility.module.css';
import { cx } from '../cx';

export const VISIBILITY_OPTIONS = ['mobile', 'tablet', 'desktop'] as const;
type VisibilityOption = (typeof VISIBILITY_OPTIONS)[number];

export interface VisibilityProps {
  /** Where the content shows: mobile ≤ 889 px, tablet 600–1239 px, desktop ≥ 890 px. */
  on: readonly VisibilityOption[];
  children: ReactNode;
  as?: ElementType;
  className?: string;
}

/**
 * Shows its children only in the chosen ranges (000 §9). Pure CSS media queries, so the
 * server render is already right and nothing flashes on hydration.
 */
export function Visibility({ on, children, as: Component = 'div', className }: VisibilityProps) {
  return (
    <Component
      className={cx(styles.root, ...on.map((option) => styles[option]), className)}
      data-visible-on={on.join(' ')}
    >
      {children}
    </Component>
  );
}
