'use client';

import { useId, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './TextInput.module.css';
import { cx } from '../cx';
import { FieldError, FieldLabel, describedBy, fieldStyles } from '../Field';
import { InfoIcon } from '../Icon';
import { useHint } from './useHint';

interface FieldProps {
  label: ReactNode;
  /** Error text below the field; sets aria-invalid. */
  error?: ReactNode;
  /** Info hint: appears 1 s after load, disappears 5 s after load, toggled by the info button. */
  hint?: ReactNode;
  /** Class for the wrapper (label, field, error). */
  className?: string;
}

export type TextInputProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'className'>;
export type TextAreaProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

function useFieldParts(
  { label, error, hint }: FieldProps,
  idProp: string | undefined,
  required: boolean | undefined,
) {
  const t = useTranslations('ui.hint');
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [hintVisible, setHintVisible] = useHint(hint != null);

  const header = (
    <div className={styles.labelRow}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint != null ? (
        <>
          <button
            type="button"
            className={styles.hintButton}
            aria-label={t('toggle')}
            aria-expanded={hintVisible}
            aria-controls={hintId}
            onClick={() => setHintVisible((v) => !v)}
          >
            <InfoIcon size="1.25em" />
          </button>
          <p id={hintId} className={styles.hint} data-visible={hintVisible}>
            {hint}
          </p>
        </>
      ) : null}
    </div>
  );

  return {
    id,
    header,
    footer: <FieldError id={errorId}>{error}</FieldError>,
    controlProps: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(error && errorId, hint != null && hintId),
    },
    // WCAG 1.4.13: content that appears on its own must be dismissible without moving focus.
    dismissHint: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && hintVisible) setHintVisible(false);
    },
  };
}

/** A one-line text field: label above, required asterisk, error below, optional hint. */
export function TextInput({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  type = 'text',
  onKeyDown,
  ...props
}: TextInputProps) {
  const parts = useFieldParts({ label, error, hint }, idProp, required);
  return (
    <div className={cx(fieldStyles.field, className)}>
      {parts.header}
      <input
        {...props}
        {...parts.controlProps}
        type={type}
        className={fieldStyles.control}
        onKeyDown={(event) => {
          parts.dismissHint(event);
          onKeyDown?.(event);
        }}
      />
      {parts.footer}
    </div>
  );
}

/** The multi-line variant of TextInput. */
export function TextArea({
  label,
  error,
  hint,
  className,
  id: idProp,
  required,
  onKeyDown,
  ...props
}: TextAreaProps) {
  const parts = useFieldParts({ label, error, hint }, idProp, required);
  return (
    <div className={cx(fieldStyles.field, className)}>
      {parts.header}
      <textarea
        {...props}
        {...parts.controlProps}
        className={cx(fieldStyles.control, styles.textarea)}
        onKeyDown={(event) => {
          parts.dismissHint(event);
          onKeyDown?.(event);
        }}
      />
      {parts.footer}
    </div>
  );
}
