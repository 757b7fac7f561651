'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextInput } from '@/ui/TextInput';
import { api, send } from '@maison/api/web-client';
import { writeErrors } from './errors';
import { FormAlert } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { forgotPasswordSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

/** 000 §4: requests a reset link; 204 shows the success message in place of the form. */
export function ForgotPasswordForm() {
  const t = useTranslations('account.forgot');
  const locale = useLocale();
  const form = useAccountForm(forgotPasswordSchema, { email: '' });
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await send(
        api.api.v1.users['reset-password'].index.$post({
          json: { email: email.trim(), language: locale },
        }),
      );
      if (res.ok) {
        setSent(true);
        return;
      }
      form.showErrors(writeErrors(res, ['email'] as const));
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

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
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={form.errorText('email')}
      />
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting}>{t('submit')}</SubmitRow>
    </form>
  );
}
