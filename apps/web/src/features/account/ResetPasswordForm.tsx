'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RESET_CONFIRM_SUCCESS_STATUSES } from '@maison/domain/constants';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { api, send } from '@maison/api/web-client';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * 000 §4: sets a new password with the uid and token of the e-mail link; success shows a modal
 * with a login button.
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
  const [done, setDone] = useState(false);

  return (
    <>
      <NewPasswordForm
        labels={{ password: t('password'), repeat: t('repeat'), submit: t('submit') }}
        testId="reset-form"
        post={(password) =>
          send(
            api.api.v1.users['reset-password-confirm'].index.$post({
              json: { password, uid, token },
            }),
          )
        }
        succeeded={(status) => RESET_CONFIRM_SUCCESS_STATUSES.includes(status)}
        onSuccess={() => setDone(true)}
      />
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
