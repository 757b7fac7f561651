'use client';

import type { ReactNode } from 'react';
import { useSession } from './session';
import styles from './account.module.css';

/** The texts of a staff page's gate, from the page's own message namespace. */
export interface StaffOnlyTexts {
  loading: string;
  loginPrompt: string;
  login: string;
  noAccess: string;
}

/**
 * A part of a page for the brand's staff (superusers): guests are asked to log in, other users
 * are told that the page is not theirs, and the part itself mounts only for staff.
 */
export function StaffOnly({
  texts,
  loginHref,
  children,
}: {
  texts: StaffOnlyTexts;
  loginHref: string;
  children: ReactNode;
}) {
  const current = useSession();
  if (current.status === 'loading') return <p className={styles.staffMuted}>{texts.loading}</p>;
  if (current.status === 'guest')
    return (
      <p>
        {texts.loginPrompt}{' '}
        <a className={styles.staffLink} href={loginHref}>
          {texts.login}
        </a>
      </p>
    );
  if (!current.user.is_superuser) return <p role="alert">{texts.noAccess}</p>;
  return <>{children}</>;
}
