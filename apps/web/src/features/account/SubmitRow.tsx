import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import styles from './account.module.css';

/** The submit button under an account form, busy while the request runs. */
export function SubmitRow({
  loading,
  secondary = false,
  disabled = false,
  children,
}: {
  loading: boolean;
  secondary?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        variant={secondary ? 'secondary' : 'primary'}
        loading={loading}
        disabled={disabled}
      >
        {children}
      </Button>
    </div>
  );
}
