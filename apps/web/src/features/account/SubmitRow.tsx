import type { ReactNode } from 'react';
import type { TrackedButtonAttributes } from '@/features/tracking/buttons';
import { Button } from '@/ui/Button';
import styles from './account.module.css';

/** The submit button under an account form, busy while the request runs. */
export function SubmitRow({
  loading,
  secondary = false,
  disabled = false,
  tracked,
  children,
}: {
  loading: boolean;
  secondary?: boolean;
  disabled?: boolean;
  /** Makes the button a tracked one (click_button, 000 §7). */
  tracked?: TrackedButtonAttributes;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        variant={secondary ? 'secondary' : 'primary'}
        loading={loading}
        disabled={disabled}
        {...tracked}
      >
        {children}
      </Button>
    </div>
  );
}
