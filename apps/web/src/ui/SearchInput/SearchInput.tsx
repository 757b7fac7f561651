'use client';

import { useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from './SearchInput.module.css';
import { cx } from '../cx';
import { FieldLabel, fieldStyles } from '../Field';
import { CloseIcon, SearchIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SearchInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'type' | 'className'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Field label; defaults to ui.search.label. */
  label?: string;
  /** Shows the label visually; otherwise it is for assistive technology only. */
  showLabel?: boolean;
  className?: string;
}

/** A search field with a search icon and an accessible clear button. */
export function SearchInput({
  value,
  onValueChange,
  onClear,
  label,
  showLabel = false,
  placeholder,
  id: idProp,
  className,
  ...props
}: SearchInputProps) {
  const t = useTranslations('ui.search');
  const generated = useId();
  const id = idProp ?? generated;
  const inputRef = useRef<HTMLInputElement>(null);
  const labelText = label ?? t('label');

  const clear = () => {
    onValueChange('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      {showLabel ? (
        <FieldLabel htmlFor={id}>{labelText}</FieldLabel>
      ) : (
        <VisuallyHidden>
          <label htmlFor={id}>{labelText}</label>
        </VisuallyHidden>
      )}
      <div className={styles.control}>
        <SearchIcon className={styles.icon} size="1.25em" />
        <input
          {...props}
          ref={inputRef}
          id={id}
          type="search"
          className={cx(fieldStyles.control, styles.input)}
          value={value}
          placeholder={placeholder ?? t('placeholder')}
          onChange={(e) => onValueChange(e.target.value)}
          onKeyDown={(e) => {
            // The caller's keys first: a combobox's Escape closes its list before it clears.
            props.onKeyDown?.(e);
            // Escape empties the field, as native search inputs do.
            if (e.key === 'Escape' && value && !e.defaultPrevented) {
              e.preventDefault();
              clear();
            }
          }}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label={t('clear')} onClick={clear}>
            <CloseIcon size="1.1em" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
