import type { Locale } from '@maison/domain';
import type { CareersEmailKind, EmailKind, ShopEmailKind } from './templates';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Locale;
  kind: EmailKind | ShopEmailKind | CareersEmailKind;
}

/** The e-mail port (STACK.md): the embedded outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
