import type { ReactNode } from 'react';
import styles from './Layout.module.css';
import { cx } from '../cx';

export interface LayoutProps {
  children: ReactNode;
  /** Optional sidebar content; on mobile (≤ 889 px) it stacks below the main content. */
  sidebar?: ReactNode;
  /** Side of the sidebar on desktop. */
  sidebarPosition?: 'start' | 'end';
  /** Accessible name of the sidebar's region (inside `main`, so not a complementary landmark). */
  sidebarLabel?: string;
  className?: string;
}

/** The page column (max 1440 px with gutters), optionally split into main and aside. */
export function Layout({
  children,
  sidebar,
  sidebarPosition = 'end',
  sidebarLabel,
  className,
}: LayoutProps) {
  if (sidebar == null) {
    return <div className={cx(styles.root, className)}>{children}</div>;
  }
  return (
    <div
      className={cx(
        styles.root,
        styles.withSidebar,
        sidebarPosition === 'start' && styles.sidebarStart,
        className,
      )}
    >
      <div className={styles.main}>{children}</div>
      <section className={styles.aside} aria-label={sidebarLabel}>
        {sidebar}
      </section>
    </div>
  );
}
