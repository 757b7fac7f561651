import { createLocalMailer, type OutboxWriter } from './local';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp';

export type { EmailMessage, Mailer } from './mailer';
export { createLocalMailer, type OutboxWriter } from './local';
export { createSmtpMailer, DEFAULT_MAIL_FROM } from './smtp';
export { shopOrderMails, type ShopOrderMailInput } from './shop-order';
export { jobApplicationMail, type JobApplicationMailInput } from './job-application';
export {
  formatDay,
  renderEmail,
  type EmailKind,
  type EmailParams,
  type FormEmailParams,
  type RenderedEmail,
} from './templates';

/** SMTP when SMTP_URL is set (sender MAIL_FROM), else the outbox (STACK.md ports). */
export function createMailer(
  outbox: OutboxWriter,
  env: Record<string, string | undefined> = process.env,
): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM || undefined)
    : createLocalMailer(outbox);
}
