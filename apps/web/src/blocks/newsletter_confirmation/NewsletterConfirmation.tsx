'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NEWSLETTER_CONFIRM_SUCCESS_STATUS } from '@maison/domain/constants';
import { FormSection } from '@/features/forms/FormFrame';
import { confirmNewsletter } from '@/features/forms/api';
import type { FormBlockProps } from '@/features/forms/types';
import { useQueryParam } from '@/features/forms/useQueryParam';
import styles from '@/features/forms/forms.module.css';

export interface NewsletterConfirmationProps extends FormBlockProps {
  failure: { headline: string | null; text: string | null };
  link: { href: string; caption: string | null } | null;
}

type State = 'loading' | 'success' | 'failure';

/** One confirmation per uuid and page life, so a re-mount does not post twice. */
const confirmations = new Map<string, Promise<State>>();

function confirm(uuid: string): Promise<State> {
  let pending = confirmations.get(uuid);
  if (!pending) {
    pending = confirmNewsletter(uuid).then(
      (result) => (result.status === NEWSLETTER_CONFIRM_SUCCESS_STATUS ? 'success' : 'failure'),
      () => 'failure' as const,
    );
    confirmations.set(uuid, pending);
  }
  return pending;
}

/**
 * 001 §2, §4, §8: the double opt-in page. With `?uuid=` it posts the confirmation: loading (the
 * block's headline and text), then success on 200, failure otherwise; without a uuid it shows
 * the failure content.
 */
export function NewsletterConfirmation({ copy, failure, link }: NewsletterConfirmationProps) {
  const t = useTranslations('forms.confirmation');
  const uuid = useQueryParam('uuid');
  const [answer, setAnswer] = useState<{ uuid: string; state: State } | null>(null);

  useEffect(() => {
    if (!uuid) return;
    let live = true;
    void confirm(uuid).then((state) => {
      if (live) setAnswer({ uuid, state });
    });
    return () => {
      live = false;
    };
  }, [uuid]);

  const state: State =
    uuid === undefined
      ? 'loading'
      : !uuid
        ? 'failure'
        : answer?.uuid === uuid
          ? answer.state
          : 'loading';

  const action = link ? (
    <p>
      <a className={styles.link} href={link.href}>
        {link.caption ?? link.href}
      </a>
    </p>
  ) : null;

  return (
    <FormSection component="newsletter_confirmation">
      {state === 'loading' ? (
        <div role="status" data-testid="newsletter-confirm-loading">
          {copy.headline ? <h2 className={styles.headline}>{copy.headline}</h2> : null}
          <p className={styles.text}>{copy.text ?? t('loading')}</p>
        </div>
      ) : state === 'success' ? (
        <div className={styles.success} role="status" data-testid="newsletter-confirm-success">
          <h2 className={styles.headline}>{copy.successHeadline ?? t('successHeadline')}</h2>
          <p className={styles.text}>{copy.successSubheadline ?? t('successText')}</p>
          {action}
        </div>
      ) : (
        <div className={styles.success} role="alert" data-testid="newsletter-confirm-failure">
          <h2 className={styles.headline}>{failure.headline ?? t('failureHeadline')}</h2>
          <p className={styles.text}>{failure.text ?? t('failureText')}</p>
          {action}
        </div>
      )}
    </FormSection>
  );
}
