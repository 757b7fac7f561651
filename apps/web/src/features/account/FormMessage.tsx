'use client';

import { useTranslations } from 'next-intl';
import type { FormMessage } from './errors';
import styles from './account.module.css';

/** Turns a form message into text: a translation key is translated, a server text kept. */
export function useMessageText() {
  const t = useTranslations();
  return (message: FormMessage | null | undefined): string | undefined =>
    message ? ('key' in message ? t(message.key) : message.text) : undefined;
}

/** The message under a form (000 §8: login failures, other detail messages). */
export function FormAlert({ message }: { message: FormMessage | null }) {
  const text = useMessageText()(message);
  return (
    <p className={styles.alert} role="alert" data-testid="form-error" hidden={!text}>
      {text}
    </p>
  );
}
