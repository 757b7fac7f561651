import { cx } from '../cx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/**
 * The house loading ring (hairline with a gold arc). Decorative: the surrounding element says
 * what is loading (role="status", aria-busy or a text). Button has its own, drawn in the
 * button's colour.
 */
export function Spinner({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
}
