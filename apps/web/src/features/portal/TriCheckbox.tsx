'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './portal.module.css';

export interface TriCheckboxProps {
  checked: boolean;
  /** Shown as a dash: some of what the box stands for is checked. */
  indeterminate?: boolean;
  onChange: (event: MouseEvent<HTMLInputElement>) => void;
  /** Visible label; without it, `ariaLabel` names the box. */
  label?: ReactNode;
  ariaLabel?: string;
  disabled?: boolean;
  labelClassName?: string;
  testId?: string;
}

/**
 * A native checkbox (light enough for hundreds of table rows) with an optional mixed state.
 * The click event is passed on so that Shift-clicks reach TanStack's range selection.
 */
export function TriCheckbox({
  checked,
  indeterminate = false,
  onChange,
  label,
  ariaLabel,
  disabled,
  labelClassName,
  testId,
}: TriCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const input = (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      aria-checked={indeterminate ? 'mixed' : checked}
      aria-label={label ? undefined : ariaLabel}
      disabled={disabled}
      data-testid={testId}
      onClick={onChange}
      // The click handler does the work; React wants a handler for a controlled box.
      onChange={() => undefined}
    />
  );
  if (!label) return input;
  return (
    <label className={`${styles.checkLabel} ${labelClassName ?? ''}`}>
      {input}
      <span>{label}</span>
    </label>
  );
}
