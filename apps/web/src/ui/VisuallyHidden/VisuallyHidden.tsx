import type { ComponentPropsWithoutRef } from 'react';
import styles from './VisuallyHidden.module.css';
import { cx } from '../cx';

/** Text for assistive technology only. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx(styles.root, className)} {...props} />;
}
