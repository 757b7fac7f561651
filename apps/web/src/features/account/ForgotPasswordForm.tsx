'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextInput } from '@/ui/TextInput';
import { apiFetch } from './api';
import { writeErrors, type FormErrors } from './errors';
import { FormAlert, useMessageText } from './FormMessage';
import { validateForgotPassword } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

type Field = 'email';
const NO_ERRORS: FormErrors<Field> = { fields: {}, detail: null };

/** 000 §4: requests a reset link; 204 shows the success message in place of the form. */
export function ForgotPasswordForm() {
  const t = useTranslations('account.forgot');
  const locale = useLocale();
  const text = useMessageText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateForgotPassword({ email });
    setErrors({ fields, detail: null });
    if (Object.keys(fields).length) return;
    setLoading(true);
    try {
      const res = await apiFetch<Record<string, unknown>>('/users/reset-password/', {
        method: 'POST',
        body: { email: email.trim(), language: locale },
      });
      if (res.ok) {
        setSent(true);
        return;
      }
      setErrors(writeErrors(res, ['email'] as const));
    } catch {
      setErrors({ fields: {}, detail: { key: 'account.error.network' } });
    } finally {
      setLoading(false);
    }
  };

  if (sent)
    return (
      <p className={styles.success} role="status" data-testid="forgot-success">
        {t('success')}
      </p>
    );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="forgot-form">
      <TextInput
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={text(errors.fields.email)}
      />
      <FormAlert message={errors.detail} />
      <SubmitRow loading={loading}>{t('submit')}</SubmitRow>
    </form>
  );
}
