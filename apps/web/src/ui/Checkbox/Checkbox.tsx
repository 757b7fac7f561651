'use client';

import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { cx } from '../cx';
import { FieldError, describedBy } from '../Field';
import { CheckIcon } from '../Icon';

export interface CheckboxProps {
  /** The label; may contain links (e.g. to the data agreement). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  /** Form field name; Radix submits "on" through a hidden native checkbox. */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A checkbox with its label beside it, a visual-only required asterisk and an error below. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  error,
  disabled,
  name,
  value,
  id: idProp,
  className,
}: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = `${id}-error`;

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={id}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          required={required}
          disabled={disabled}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
        >
          <RadixCheckbox.Indicator>
            <CheckIcon size="0.9rem" strokeWidth={2} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.asterisk} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
