import styles from './forms.module.css';

/**
 * Holds a form's place until its code has loaded: form blocks render in the browser only, so
 * a form is never on screen before it can be used (a click on a server-rendered, not yet
 * hydrated form would submit it natively).
 */
export function FormPlaceholder({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={
        compact ? `${styles.placeholder} ${styles.placeholderCompact}` : styles.placeholder
      }
      aria-hidden="true"
    />
  );
}
