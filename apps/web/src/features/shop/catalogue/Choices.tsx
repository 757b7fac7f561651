'use client';

import { useId, type ReactNode } from 'react';
import { describedBy } from '@/ui/Field';
import { cx } from '@/ui/cx';
import styles from './choices.module.css';
import formStyles from './form.module.css';

export interface Choice<V> {
  value: V;
  label: ReactNode;
  /** A second line, e.g. a surcharge. */
  detail?: ReactNode;
  /** A colour swatch or glyph before the label. */
  lead?: ReactNode;
  testId: string;
  disabled?: boolean;
}

/**
 * A radio group drawn as chips: the native radio covers its chip (invisible), so pointer,
 * keyboard (arrows within the group) and test tools all use the real input.
 */
export function Choices<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  errorTestId,
  disabled,
  layout = 'row',
  testId,
  hint,
}: {
  legend: ReactNode;
  options: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  errorTestId?: string;
  disabled?: boolean;
  layout?: 'row' | 'grid' | 'swatches';
  testId?: string;
  hint?: ReactNode;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={styles.choices}
      disabled={disabled}
      data-testid={testId}
      aria-describedby={describedBy(hint != null && hintId, error && errorId)}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.choiceList, styles[`choices-${layout}`])}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cx(styles.choice, option.disabled && styles.choiceDisabled)}
          >
            <input
              type="radio"
              name={name}
              className={styles.choiceInput}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              data-testid={option.testId}
            />
            <span className={styles.choiceBody}>
              {option.lead}
              <span className={styles.choiceText}>
                <span>{option.label}</span>
                {option.detail ? (
                  <span className={styles.choiceDetail}>{option.detail}</span>
                ) : null}
              </span>
            </span>
          </label>
        ))}
      </div>
      {hint != null ? (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={formStyles.error} data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The error node a UI primitive shows under its field, with the shop's test id. */
export function fieldError(field: string, errors: Readonly<Record<string, string>>) {
  const text = errors[field];
  return text ? <span data-testid={`shop-error-${field}`}>{text}</span> : undefined;
}
