import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@maison/domain';
import {
  createLocalMailer,
  createMailer,
  createSmtpMailer,
  renderEmail,
  type EmailKind,
  type EmailMessage,
} from './index';

const KINDS: EmailKind[] = ['activation', 'password_reset', 'password_changed'];
const LINK = 'http://localhost:3000/en/passwort-festlegen?uid=MQ&token=abc_def-123';

describe('e-mail templates', () => {
  it.each(LOCALES)('render every kind in %s with the wordmark and the link', (language) => {
    const subjects = new Set<string>();
    for (const kind of KINDS) {
      const mail = renderEmail(kind, language, { firstName: 'Anna', link: LINK });
      subjects.add(mail.subject);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.text).toContain('Anna');
      expect(mail.html).toContain('>MAISON</td>');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('#f8f4ec');
      const carriesLink = kind !== 'password_changed';
      expect(mail.text.includes(LINK)).toBe(carriesLink);
      expect(mail.html.includes(LINK.replaceAll('&', '&amp;'))).toBe(carriesLink);
    }
    expect(subjects.size).toBe(KINDS.length);
  });

  it('escapes names in the HTML', () => {
    const { html } = renderEmail('password_changed', 'en', { firstName: '<b>Eve</b>' });
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<b>Eve');
  });

  it('refuses a link mail without a link', () => {
    expect(() => renderEmail('activation', 'de')).toThrow();
  });
});

const MESSAGE: EmailMessage = {
  to: 'anna@example.com',
  ...renderEmail('password_reset', 'de', { link: LINK }),
  language: 'de',
  kind: 'password_reset',
};

describe('mailers', () => {
  it('local: hands the message to the outbox', async () => {
    const stored: EmailMessage[] = [];
    await createLocalMailer({ insert: async (m) => stored.push(m) }).send(MESSAGE);
    expect(stored).toEqual([MESSAGE]);
  });

  it('smtp: sends a multipart message in the wire shape (nodemailer jsonTransport)', async () => {
    const sent: Record<string, unknown>[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      const info = await original(mail);
      sent.push(JSON.parse(info.message as string) as Record<string, unknown>);
      return info;
    }) as typeof transport.sendMail;
    await createSmtpMailer(transport, 'MAISON <mail@maison.example>').send(MESSAGE);
    expect(sent[0]).toMatchObject({
      from: { address: 'mail@maison.example', name: 'MAISON' },
      to: [{ address: 'anna@example.com', name: '' }],
      subject: MESSAGE.subject,
      text: MESSAGE.text,
      html: MESSAGE.html,
      headers: { 'Content-Language': 'de', 'X-Maison-Kind': 'password_reset' },
    });
  });

  it('smtp: the raw RFC 822 message carries both parts (streamTransport)', async () => {
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const original = transport.sendMail.bind(transport);
    let raw = '';
    transport.sendMail = (async (mail: SendMailOptions) => {
      const info = await original(mail);
      raw = (info.message as Buffer).toString();
      return info;
    }) as typeof transport.sendMail;
    await createSmtpMailer(transport).send(MESSAGE);
    expect(raw).toMatch(/^From: MAISON <no-reply@maison\.test>$/m);
    expect(raw).toMatch(/^To: anna@example\.com$/m);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('createMailer picks SMTP only when SMTP_URL is set', async () => {
    const stored: EmailMessage[] = [];
    const outbox = { insert: async (m: EmailMessage) => stored.push(m) };
    await createMailer(outbox, {}).send(MESSAGE);
    expect(stored).toHaveLength(1);
    const smtp = createMailer(outbox, { SMTP_URL: 'smtp://127.0.0.1:1' });
    await expect(smtp.send(MESSAGE)).rejects.toThrow();
    expect(stored).toHaveLength(1);
  });
});
