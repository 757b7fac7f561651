'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, send } from '@maison/api/web-client';
import { toast } from '@/ui/Toast';
import { NewPasswordForm } from './NewPasswordForm';

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
  // The button stays busy while the login page loads.
  const [leaving, setLeaving] = useState(false);

  return (
    <NewPasswordForm
      labels={{ password: t('password'), repeat: t('repeat'), submit: t('submit') }}
      testId="initial-password-form"
      post={(password) =>
        send(api.api.v1.users['initial-password'].index.$post({ json: { uid, token, password } }))
      }
      succeeded={(status) => status === SET}
      onSuccess={() => {
        toast.show({ type: 'success', timing: 'long', content: t('saved') });
        setLeaving(true);
        router.push(loginHref);
      }}
      busy={leaving}
    />
  );
}
