import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { FORM_ACTIONS, LOCALES, eventDateForSending } from '@maison/domain';
import {
  createLocalMailer,
  createMailer,
  createSmtpMailer,
  renderEmail,
  type EmailKind,
  type EmailMessage,
} from './index';

const KINDS: EmailKind[] = ['activation', 'password_reset', 'password_changed', 'portal_invite'];
const FORM_UUID = '7d0c1c5e-35a4-4a4e-9d53-2c1f0b7e9a10';
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

describe('form e-mails', () => {
  const contact = {
    action: 'CONTACT_FORM' as const,
    uuid: FORM_UUID,
    data: {
      email: 'anna@example.com',
      message: 'Line one <script>\nLine two',
      data_agreement: true,
      products: '10-1021,20-2001',
      gender: 'W',
      title: 'PROF_DR',
      newsletter_subscription: false,
      unknown_key: 'never listed',
    },
    language: 'ko' as const,
  };

  it('the notification lists the fields with readable labels, in the recipient language', () => {
    const de = renderEmail('form_notification', 'de', { form: contact });
    expect(de.subject).toBe('Neuer Formulareingang: Kontaktanfrage');
    expect(de.text).toContain('Nachricht: Line one <script>\n  Line two');
    expect(de.text).toContain('Datenschutz-Einwilligung: Ja');
    expect(de.text).toContain('Newsletter gewünscht: Nein');
    expect(de.text).toContain('Anrede: Frau');
    expect(de.text).toContain('Titel: Prof. Dr.');
    expect(de.text).toContain('Produkte: 10-1021,20-2001');
    expect(de.text).toContain('Sprache: KO');
    expect(de.text).toContain('Kanal: Website');
    expect(de.text).toContain(`Referenz: ${FORM_UUID}`);
    expect(de.text).not.toContain('never listed');
    expect(de.html).toContain('Line one &lt;script&gt;');
    expect(de.html).not.toContain('<script>');
    const en = renderEmail('form_notification', 'en', {
      form: { ...contact, updated: true, channel: 'microsite', jewelerSlug: 'keller' },
    });
    expect(en.subject).toBe('Details added: Contact enquiry');
    expect(en.text).toContain('Channel: Jeweller microsite (keller)');
    expect(en.text).toContain('Salutation: Ms');
  });

  it('the museum day is written out in the mail language', () => {
    const form = {
      action: 'EVENT_REGISTRATION' as const,
      uuid: FORM_UUID,
      data: { event_date: eventDateForSending('2026-06-02'), first_name: 'Anna' },
    };
    expect(renderEmail('form_notification', 'de', { form }).text).toContain(
      'Besuchstag: 2. Juni 2026',
    );
    expect(renderEmail('form_confirmation', 'en', { form, firstName: 'Anna' }).text).toContain(
      'on 2 June 2026.',
    );
    expect(renderEmail('form_confirmation', 'ja', { form }).text).toContain('2026年6月2日');
  });

  it.each(LOCALES)(
    '%s: a confirmation per action and the opt-in mail, all distinct',
    (language) => {
      const subjects = new Set<string>();
      for (const action of FORM_ACTIONS.filter((a) => a !== 'NEWSLETTER_SUBSCRIBE')) {
        const mail = renderEmail('form_confirmation', language, {
          firstName: 'Anna',
          form: { action, uuid: FORM_UUID, data: { message: 'SECRET-MESSAGE' } },
        });
        subjects.add(mail.subject);
        expect(mail.text).toContain('Anna');
        expect(mail.html).toContain(`lang="${language}"`);
        // The visitor's own text is never echoed: the form must not relay content to any address.
        expect(mail.text + mail.html).not.toContain('SECRET-MESSAGE');
      }
      const optIn = renderEmail('newsletter_confirm', language, { link: LINK });
      subjects.add(optIn.subject);
      expect(optIn.text).toContain(LINK);
      expect(optIn.html).toContain(LINK.replaceAll('&', '&amp;'));
      expect(subjects.size).toBe(FORM_ACTIONS.length);
      const labels = renderEmail('form_notification', language, {
        form: { action: 'ADDRESS_FORM', uuid: FORM_UUID, data: { address_city: 'Kyoto' } },
      });
      expect(labels.text).toMatch(/\n[^\n:]+: Kyoto\n/);
      expect(labels.text).not.toContain('address_city');
    },
  );

  it('refuses a form mail without its submission or link', () => {
    expect(() => renderEmail('form_notification', 'de')).toThrow();
    expect(() => renderEmail('newsletter_confirm', 'de')).toThrow();
    expect(() =>
      renderEmail('form_confirmation', 'de', {
        form: { action: 'NEWSLETTER_SUBSCRIBE', uuid: FORM_UUID, data: {} },
      }),
    ).toThrow();
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
