'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { CreateUserResult } from '../api';
import styles from './users.module.css';

type Created = Extract<CreateUserResult, { type: 'location_user_with_one_time_password' }>['data'];

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * 002 §4: a user made without an e-mail: the username and the one-time password, shown once,
 * with a copy button (its "copied" state visible), then close.
 */
export function OneTimePasswordScreen({
  created,
  onClose,
}: {
  created: Created;
  onClose: () => void;
}) {
  const t = useTranslations('partnerportal.users.otp');
  const [copy, setCopy] = useState<CopyState>('idle');
  const { user } = created.location_user;
  const username = user.username ?? '';

  const copyCredentials = async () => {
    try {
      await navigator.clipboard.writeText(
        `${t('username')}: ${username}\n${t('password')}: ${created.password}`,
      );
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      description={t('text', { name: `${user.first_name} ${user.last_name}` })}
      className={styles.modal}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copyCredentials()} data-testid="otp-copy">
            {copy === 'copied' ? t('copied') : t('copy')}
          </Button>
          <Button onClick={onClose} data-testid="otp-close">
            {t('close')}
          </Button>
        </>
      }
    >
      <dl className={styles.credentials} data-testid="otp-screen">
        <div>
          <dt>{t('username')}</dt>
          <dd data-testid="otp-username">{username}</dd>
        </div>
        <div>
          <dt>{t('password')}</dt>
          <dd data-testid="otp-password">{created.password}</dd>
        </div>
      </dl>
      <p className={styles.copyState} role="status" data-testid="otp-copy-state">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copy-failed') : ''}
      </p>
    </Modal>
  );
}
