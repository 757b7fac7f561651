'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api, send } from '@maison/api/web-client';
import { Button } from '@/ui/Button';
import { statusMessage, type FormMessage } from './errors';
import { FormAlert } from './FormMessage';
import styles from './account.module.css';

/**
 * 000 §4: under a login refused for an inactive account, a new activation mail to the address
 * typed. The server answers the same whether or not it sent one, and so does this.
 */
export function ResendActivation({ email }: { email: string }) {
  const t = useTranslations('loginForm.resend-activation');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<FormMessage | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      const res = await send(
        api.api.v1.users.resend_activation.index.$post({ json: { email, language: locale } }),
      );
      if (res.ok) {
        setState('sent');
        return;
      }
      setError(statusMessage(res.status));
    } catch {
      setError(statusMessage(0));
    }
    setState('idle');
  };

  if (state === 'sent')
    return (
      <p className={styles.success} role="status" data-testid="resend-activation-sent">
        {t('sent')}
      </p>
    );
  return (
    <div>
      <Button
        variant="text"
        loading={state === 'sending'}
        onClick={resend}
        data-testid="resend-activation"
      >
        {t('button')}
      </Button>
      {error ? <FormAlert message={error} /> : null}
    </div>
  );
}
