import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

export const DEFAULT_MAIL_FROM = 'MAISON <no-reply@maison.test>';

/** The SMTP adapter: `transport` is an SMTP URL (SMTP_URL) or a ready nodemailer transport. */
export function createSmtpMailer(
  transport: string | Transporter,
  from = DEFAULT_MAIL_FROM,
): Mailer {
  const transporter =
    typeof transport === 'string' ? nodemailer.createTransport(transport) : transport;
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language, 'X-Maison-Kind': message.kind },
      });
    },
  };
}
