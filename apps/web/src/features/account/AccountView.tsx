'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import type { DropdownOption } from '@/ui/Dropdown';
import { ChangePasswordForm } from './ChangePasswordForm';
import { statusMessage, type FormMessage } from './errors';
import { useMessageText } from './FormMessage';
import { ProfileForm } from './ProfileForm';
import { session, useSession } from './session';
import styles from './account.module.css';

/**
 * The account page (001 §2): profile, password and logout for a logged-in user. Guests see
 * `guest` (the login form) in its place, so the page also serves as the login redirect target.
 */
export function AccountView({
  languages,
  homeHref,
  guest,
}: {
  languages: DropdownOption[];
  homeHref: string;
  guest: ReactNode;
}) {
  const t = useTranslations('account');
  const current = useSession();
  const router = useRouter();
  const text = useMessageText();
  const [leaving, setLeaving] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState<FormMessage | null>(null);

  if (current.status === 'loading') return <p className={styles.muted}>{t('loading')}</p>;
  if (current.status === 'guest') return guest;

  const logout = async () => {
    setLeaving(true);
    setLogoutFailed(null);
    const ended = await session.logout();
    if (ended.ok) {
      router.push(homeHref);
      return;
    }
    setLeaving(false);
    setLogoutFailed(statusMessage(ended.status));
  };

  return (
    <div data-testid="account-view">
      <p className={styles.intro}>{t('greeting', { name: current.user.first_name })}</p>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {t('profile.heading')}
        </h2>
        <ProfileForm key={current.user.id} user={current.user} languages={languages} />
      </section>
      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.sectionTitle}>
          {t('changePassword.title')}
        </h2>
        <ChangePasswordForm />
      </section>
      <section className={styles.section} aria-labelledby="account-logout">
        <h2 id="account-logout" className={styles.sectionTitle}>
          {t('logout.title')}
        </h2>
        <Button variant="secondary" loading={leaving} onClick={() => void logout()}>
          {t('logout.submit')}
        </Button>
        {logoutFailed ? (
          <p className={styles.alert} role="alert" data-testid="logout-error">
            {t('logout.failed', { reason: text(logoutFailed) ?? '' })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
