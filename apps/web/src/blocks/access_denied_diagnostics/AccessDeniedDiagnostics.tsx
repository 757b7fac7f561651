'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account/session';
import { FormIntro, FormSection } from '@/features/forms/FormFrame';
import { useTrackOnce } from '@/features/forms/track';
import type { FormBlockProps } from '@/features/forms/types';
import { useQueryParam } from '@/features/forms/useQueryParam';
import { hasSessionHint, localStorageEnabled, sessionTokenState } from './diagnostics';
import styles from './AccessDeniedDiagnostics.module.css';

/** The moment as dd.mm.yyyy and time in UTC, which support compares with the server's logs. */
const TIMESTAMP_FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const SESSION_KEYS = {
  checking: 'sessionChecking',
  active: 'sessionActive',
  expired: 'sessionExpired',
  none: 'sessionNone',
} as const;

/**
 * 001 §2: the /error-access-denied page's diagnostics: timestamp, user agent, cookies and local
 * storage enabled, and the session token's state. Pushes access_denied once with the reason.
 */
export function AccessDeniedDiagnostics({ copy }: FormBlockProps) {
  const t = useTranslations('forms.diagnostics');
  const reason = useQueryParam('reason');
  const current = useSession();
  // Read once: the diagnostics describe the moment the page showed.
  const [facts] = useState(() => ({
    timestamp: `${TIMESTAMP_FORMAT.format(new Date())} UTC`,
    userAgent: navigator.userAgent,
    cookies: navigator.cookieEnabled,
    localStorage: localStorageEnabled(),
    hint: hasSessionHint(),
  }));
  useTrackOnce('access_denied', { reason: reason ?? null }, reason !== undefined);

  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const session = sessionTokenState(current.status, facts.hint);
  const rows: [string, string, string][] = [
    ...(reason ? ([['reason', t('reason'), reason]] as [string, string, string][]) : []),
    ['timestamp', t('timestamp'), facts.timestamp],
    ['user-agent', t('userAgent'), facts.userAgent],
    ['cookies', t('cookies'), yesNo(facts.cookies)],
    ['local-storage', t('localStorage'), yesNo(facts.localStorage)],
    ['session', t('session'), t(SESSION_KEYS[session])],
  ];

  return (
    <FormSection component="access_denied_diagnostics">
      <FormIntro headline={copy.headline} text={copy.text} />
      <h3 className={styles.heading}>{t('heading')}</h3>
      <dl className={styles.list}>
        {rows.map(([id, label, value]) => (
          <div key={id} className={styles.row} data-diagnostic={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}
