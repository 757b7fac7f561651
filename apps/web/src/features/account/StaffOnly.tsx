'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSession } from './session';
import styles from './account.module.css';

/**
 * A part of a page for the brand's staff (superusers): guests are asked to log in, other users
 * are told that the page is not theirs, and the part itself mounts only for staff.
 */
export function StaffOnly({
  messages,
  loginHref,
  children,
}: {
  /** The staff page's message namespace: its loading, loginPrompt, login and noAccess texts. */
  messages: 'careersAdmin' | 'formsAdmin';
  loginHref: string;
  children: ReactNode;
}) {
  const t = useTranslations(messages);
  const current = useSession();
  if (current.status === 'loading') return <p className={styles.muted}>{t('loading')}</p>;
  if (current.status === 'guest')
    return (
      <p>
        {t('loginPrompt')}{' '}
        <a className={styles.link} href={loginHref}>
          {t('login')}
        </a>
      </p>
    );
  if (!current.user.is_superuser) return <p role="alert">{t('noAccess')}</p>;
  return <>{children}</>;
}
