'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, send } from '@maison/api/web-client';
import { toast } from '@/ui/Toast';
import { failureMessage, resetConfirmError } from './errors';
import { FormAlert } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitRow } from './SubmitRow';
import { useAccountForm } from './useAccountForm';
import { newPasswordSchema } from './validation';
import styles from './account.module.css';

/** 204: the password is set and the account active (docs: POST /users/initial-password/). */
const SET = 204;

/**
 * 002 §2: an invited user's first password, with the uid and token of the invite mail. The
 * rules and messages are the password reset's (000 §5, §8); on success the login page.
 */
export function InitialPasswordForm({
  uid,
  token,
  loginHref,
}: {
  uid: string;
  token: string;
  loginHref: string;
}) {
  const t = useTranslations('partnerportal.initial-password');
  const router = useRouter();
  const form = useAccountForm(newPasswordSchema, { password: '', re_password: '' });
  // The button stays busy while the login page loads.
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await send(
        api.api.v1.users['initial-password'].index.$post({ json: { uid, token, password } }),
      );
      if (res.status === SET) {
        toast.show({ type: 'success', timing: 'long', content: t('saved') });
        setLeaving(true);
        router.push(loginHref);
        return;
      }
      form.showErrors({
        fields: {},
        detail: failureMessage(res.status, resetConfirmError(res.data)),
      });
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      data-testid="initial-password-form"
    >
      <NewPasswordFields form={form} labels={{ password: t('password'), repeat: t('repeat') }} />
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting || leaving}>{t('submit')}</SubmitRow>
    </form>
  );
}
