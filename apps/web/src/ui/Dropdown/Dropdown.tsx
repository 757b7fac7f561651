'use client';

import dynamic from 'next/dynamic';
import { useId, type ReactNode } from 'react';
import { cx } from '../cx';
import { FieldError, FieldLabel, describedBy, fieldStyles } from '../Field';
import { DropdownSelect } from './DropdownSelect';
import type { DropdownItem } from './items';

// The filterable dropdown brings cmdk, the Radix dialog cmdk imports and the Radix popover
// (about 12 KiB gzip): loaded only on pages that render one, as the blocks do (decision 0014).
const DropdownCombobox = dynamic(() =>
  import('./DropdownCombobox').then((m) => m.DropdownCombobox),
);

export type { DropdownItem, DropdownOption } from './items';

export interface DropdownProps {
  label: ReactNode;
  /** Options, optionally grouped. */
  items: readonly DropdownItem[];
  value: string | null;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Adds a text filter; when nothing matches, form-general.dropdown.no-results shows. */
  filterable?: boolean;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  /** Form field name: the value is also submitted through a hidden input. */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * The house dropdown (000, shared pieces): a label above, the error below, options optionally
 * grouped under headings; a Radix select, or with `filterable` a cmdk combobox.
 */
export function Dropdown({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  filterable = false,
  required,
  error,
  disabled,
  name,
  id: idProp,
  className,
}: DropdownProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const control = {
    id,
    labelId,
    items,
    value,
    onValueChange,
    placeholder,
    required,
    disabled,
    invalid: Boolean(error),
    describedBy: describedBy(error && errorId),
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      {/* The select's button is named through aria-labelledby: a label click would open it. */}
      <FieldLabel id={labelId} htmlFor={filterable ? id : undefined} required={required}>
        {label}
      </FieldLabel>
      {filterable ? <DropdownCombobox {...control} /> : <DropdownSelect {...control} />}
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
