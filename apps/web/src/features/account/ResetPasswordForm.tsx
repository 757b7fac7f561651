'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { RESET_CONFIRM_SUCCESS_STATUSES } from '@maison/domain/constants';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextInput } from '@/ui/TextInput';
import { apiFetch } from './api';
import { failureMessage, resetConfirmError, type FormMessage } from './errors';
import { FormAlert, useMessageText } from './FormMessage';
import { validateNewPassword } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';
import { useFormValues } from './useFormValues';

type Field = 'password' | 're_password';

/**
 * 000 §4: sets a new password with the uid and token of the e-mail link; success shows a modal
 * with a login button. A failure shows the first error among error, password, token, uid.
 */
export function ResetPasswordForm({
  uid,
  token,
  loginHref,
}: {
  uid: string;
  token: string;
  loginHref: string;
}) {
  const t = useTranslations('account.reset');
  const text = useMessageText();
  const router = useRouter();
  const { values, change } = useFormValues({ password: '', re_password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, FormMessage>>>({});
  const [detail, setDetail] = useState<FormMessage | null>(null);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateNewPassword(values);
    setFieldErrors(fields);
    setDetail(null);
    if (Object.keys(fields).length) return;
    setLoading(true);
    try {
      const res = await apiFetch<Record<string, unknown>>('/users/reset-password-confirm/', {
        method: 'POST',
        body: { password: values.password, uid, token },
      });
      if (RESET_CONFIRM_SUCCESS_STATUSES.includes(res.status)) setDone(true);
      else setDetail(failureMessage(res.status, resetConfirmError(res.data)));
    } catch {
      setDetail({ key: 'account.error.network' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="reset-form">
        <TextInput
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={text(fieldErrors.password)}
        />
        <TextInput
          label={t('repeat')}
          name="re_password"
          type="password"
          autoComplete="new-password"
          required
          value={values.re_password}
          onChange={change('re_password')}
          error={text(fieldErrors.re_password)}
        />
        <FormAlert message={detail} />
        <SubmitRow loading={loading}>{t('submit')}</SubmitRow>
      </form>
      <Modal
        open={done}
        onOpenChange={setDone}
        title={t('successTitle')}
        description={t('successText')}
        footer={<Button onClick={() => router.push(loginHref)}>{t('toLogin')}</Button>}
      />
    </>
  );
}
