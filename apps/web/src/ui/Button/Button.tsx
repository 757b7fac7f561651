'use client';

import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Button.module.css';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden';

// Radix Tooltip with Floating UI is 14 KiB gzip; only a button disabled with a reason needs it,
// so pages whose buttons never are (the content pages) do not load it (docs/decisions/0014).
const Tooltip = lazy(() => import('../Tooltip').then((m) => ({ default: m.Tooltip })));

type ButtonVariant = 'primary' | 'secondary' | 'text';
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps its width. */
  loading?: boolean;
  /** Why the button is disabled: shown as a tooltip and read as its description. */
  disabledReason?: ReactNode;
  children: ReactNode;
}

/**
 * The house button. A disabled button with a reason and a loading button stay focusable
 * (aria-disabled instead of `disabled`) so keyboard users keep their place and can hear why.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  disabledReason,
  type = 'button',
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const t = useTranslations('ui.button');
  const reasonId = useId();
  const explained = disabled && disabledReason != null;
  const inactive = disabled || loading;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      // aria-disabled does not stop a submit button from submitting.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const button = (
    <button
      {...props}
      type={type}
      className={cx(
        styles.root,
        styles[variant],
        variant !== 'text' && styles[size],
        inactive && styles.inactive,
        disabled && styles.disabled,
        loading && styles.loading,
        className,
      )}
      disabled={disabled && !explained && !loading}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      aria-describedby={explained ? reasonId : props['aria-describedby']}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </>
      ) : null}
    </button>
  );

  if (!explained) return button;
  return (
    <>
      {/* Until the tooltip's chunk is there the same button stands alone. */}
      <Suspense fallback={button}>
        <Tooltip content={disabledReason}>{button}</Tooltip>
      </Suspense>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </>
  );
}
