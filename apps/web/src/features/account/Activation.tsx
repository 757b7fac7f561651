'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  ACTIVATION_ALREADY_ACTIVE_STATUS,
  ACTIVATION_SUCCESS_STATUS,
} from '@maison/domain/constants';
import { Button } from '@/ui/Button';
import { Modal, ModalClose } from '@/ui/Modal';
import { api, send } from '@maison/api/web-client';
import { FormAlert } from './FormMessage';
import { errorBody, failureMessage, firstText, mapServerMessage, type FormMessage } from './errors';

type Outcome = 'activated' | 'already' | { error: FormMessage };

/**
 * 000 §4: with uid and token in the query (and no passwordset) the page posts the activation
 * once; 204 shows the "now activated" modal, 403 the "already activated" one.
 */
export function Activation({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations('account.activation');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [open, setOpen] = useState(true);
  const posted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the token must be posted once.
    if (posted.current) return;
    posted.current = true;
    send(api.api.v1.users.activation.index.$post({ json: { uid, token } }))
      .then((res) => {
        if (res.status === ACTIVATION_SUCCESS_STATUS) setOutcome('activated');
        else if (res.status === ACTIVATION_ALREADY_ACTIVE_STATUS) setOutcome('already');
        else {
          const body = errorBody(res.data);
          const text = firstText(body?.detail) ?? firstText(body?.token) ?? firstText(body?.uid);
          setOutcome({ error: failureMessage(res.status, text ? mapServerMessage(text) : null) });
        }
      })
      .catch(() => setOutcome({ error: { key: 'account.error.network' } }));
  }, [uid, token]);

  if (outcome === null) return null;
  if (typeof outcome === 'object') return <FormAlert message={outcome.error} />;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={outcome === 'activated' ? t('activatedTitle') : t('alreadyTitle')}
      description={outcome === 'activated' ? t('activatedText') : t('alreadyText')}
      footer={
        <ModalClose asChild>
          <Button>{t('toLogin')}</Button>
        </ModalClose>
      }
    />
  );
}
