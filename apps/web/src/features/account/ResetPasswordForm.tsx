'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RESET_CONFIRM_SUCCESS_STATUSES } from '@maison/domain/constants';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { api, send } from '@maison/api/web-client';
import { failureMessage, resetConfirmError } from './errors';
import { FormAlert } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { useAccountForm } from './useAccountForm';
import { newPasswordSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

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
  const router = useRouter();
  const form = useAccountForm(newPasswordSchema, { password: '', re_password: '' });
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await send(
        api.api.v1.users['reset-password-confirm'].index.$post({
          json: { password, uid, token },
        }),
      );
      if (RESET_CONFIRM_SUCCESS_STATUSES.includes(res.status)) setDone(true);
      else
        form.showErrors({
          fields: {},
          detail: failureMessage(res.status, resetConfirmError(res.data)),
        });
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="reset-form">
        <NewPasswordFields form={form} labels={{ password: t('password'), repeat: t('repeat') }} />
        <FormAlert message={form.alert} />
        <SubmitRow loading={form.formState.isSubmitting}>{t('submit')}</SubmitRow>
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
