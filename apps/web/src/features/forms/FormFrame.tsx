'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FormMessage } from '@/features/account/errors';
import { FormAlert } from '@/features/account/FormMessage';
import { SubmitRow } from '@/features/account/SubmitRow';
import { trackedButton } from '@/features/tracking/buttons';
import type { FormCopy } from './types';
import styles from './forms.module.css';

/** The root of a form block: `data-testid="form-<component>"` (e2e convention). */
export function FormSection({
  component,
  compact = false,
  children,
}: {
  component: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={compact ? `${styles.root} ${styles.compact}` : styles.root}
      data-testid={`form-${component}`}
    >
      {children}
    </section>
  );
}

/** The block's headline and text above the form. */
export function FormIntro({ headline, text }: { headline: string | null; text: string | null }) {
  if (!headline && !text) return null;
  return (
    <header className={styles.intro}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
    </header>
  );
}

/**
 * The success screen that replaces a sent form (000 §2, 001 §2): success headline (h2) and
 * subheadline; focus moves to it so screen readers announce the outcome.
 */
export function FormSuccess({
  headline,
  text,
  children,
}: {
  headline: string | null;
  text: string | null;
  children?: ReactNode;
}) {
  const t = useTranslations('forms');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.success} role="status" data-testid="form-success">
      <h2 ref={ref} tabIndex={-1} className={styles.headline}>
        {headline ?? t('successHeadline')}
      </h2>
      <p className={styles.text}>{text ?? t('successSubheadline')}</p>
      {children}
    </div>
  );
}

/**
 * A form with its fields, the message under it and the submit button (busy while sending).
 * `noValidate`: the shared rules check the fields and show the house's messages.
 */
export function FormBody({
  component,
  formRef,
  onSubmit,
  alert,
  loading,
  submitLabel,
  submitDisabled,
  testId,
  children,
}: {
  /** The form block's component name: the submit button's content element type. */
  component: string;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  alert: FormMessage | null;
  loading: boolean;
  submitLabel: ReactNode;
  /** Disables the button (the wizard's unticked data agreement, 001 §5). */
  submitDisabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslations('forms');
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} data-testid={testId}>
      {children}
      <p className={styles.requiredNote}>{t('requiredNote')}</p>
      <FormAlert message={alert} />
      <SubmitRow
        loading={loading}
        disabled={submitDisabled}
        tracked={trackedButton('submit', component)}
      >
        {submitLabel}
      </SubmitRow>
    </form>
  );
}

/** The usual shape: intro and form, replaced by the success screen once sent. */
export function StandardForm({
  component,
  copy,
  form,
  onSubmit,
  defaultSubmitLabel,
  compact,
  before,
  children,
}: {
  component: string;
  copy: FormCopy;
  form: {
    sent: boolean;
    loading: boolean;
    alert: FormMessage | null;
    formRef: RefObject<HTMLFormElement | null>;
  };
  onSubmit: (event: FormEvent) => void;
  defaultSubmitLabel?: string;
  compact?: boolean;
  /** Shown above the intro (the waitlist's own intro). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('forms');
  return (
    <FormSection component={component} compact={compact}>
      {form.sent ? (
        <FormSuccess headline={copy.successHeadline} text={copy.successSubheadline} />
      ) : (
        <>
          {before}
          <FormIntro headline={copy.headline} text={copy.text} />
          <FormBody
            component={component}
            formRef={form.formRef}
            onSubmit={onSubmit}
            alert={form.alert}
            loading={form.loading}
            submitLabel={copy.submitLabel ?? defaultSubmitLabel ?? t('submit')}
          >
            {children}
          </FormBody>
        </>
      )}
    </FormSection>
  );
}
