import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from '../cx';

export { styles as fieldStyles };

export interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label above its field; the asterisk is visual only, `required` on the control speaks. */
export function FieldLabel({ htmlFor, id, required, className, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className={cx(styles.label, className)}>
      {children}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** The error text below a field, referenced by the control's aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** Joins the ids of the descriptions that are actually rendered. */
export function describedBy(...ids: unknown[]) {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return joined || undefined;
}
