import {
  CONTACT_STEP2_FIELDS,
  WIZARD_CONTACT_FIELDS,
  FORM_FIELDS,
  eventDayOf,
  type FormAction,
  type FormChannel,
  type Locale,
} from '@maison/domain';
import escapeHtml from 'escape-html';
import { ACCOUNT_PACKS, type AccountKind, type Copy } from './account-copy';
import { FORM_PACKS, TITLE_LABELS, type FormLanguagePack } from './form-copy';

/** The form mails (issue 5): staff notification, visitor confirmation, newsletter opt-in. */
type FormKind = 'form_notification' | 'form_confirmation' | 'newsletter_confirm';
export type EmailKind = AccountKind | FormKind;
/** The shop's order mails (issue 7, shop-order.ts): to the jeweler and to the brand. */
export type ShopEmailKind = 'shop_order_confirmation' | 'shop_order_notification';
export type CareersEmailKind = 'job_application_confirmation';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The submission a form mail is about. */
export interface FormEmailParams {
  action: FormAction;
  uuid: string;
  /** The submitted fields; the notification lists them with readable labels. */
  data: Record<string, unknown>;
  /** The form's language (the notification names it; it may differ from the mail's). */
  language?: Locale;
  channel?: FormChannel;
  jewelerSlug?: string | null;
  /** A notification of fields added later (contact step 2). */
  updated?: boolean;
}

export interface EmailParams {
  /** The recipient's first name; the greeting is generic without it. */
  firstName?: string;
  /** The activation, password-set or newsletter confirmation link. */
  link?: string;
  /** The form kinds' submission. */
  form?: FormEmailParams;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const IVORY = '#f8f4ec';
const INK = '#1d1b18';

/** A label and its value, listed as a table in the HTML and as lines in the text. */
interface Row {
  label: string;
  value: string;
}

interface Letter extends Copy {
  greeting: string;
  closing: string;
  link?: string;
  rows?: Row[];
}

const INTL_LOCALES: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-hans': 'zh-Hans-CN',
};

/** A calendar day (YYYY-MM-DD) written out in `language`, e.g. "2. Juni 2026". */
export function formatDay(day: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function countryName(code: string, language: Locale): string {
  try {
    const name = new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function displayValue(
  field: string,
  value: unknown,
  language: Locale,
  pack: FormLanguagePack,
): string {
  if (typeof value === 'boolean') return value ? pack.yes : pack.no;
  if (typeof value === 'string') {
    if (field === 'gender') return pack.genders[value as keyof typeof pack.genders] ?? value;
    if (field === 'title') return TITLE_LABELS[value as keyof typeof TITLE_LABELS] ?? value;
    if (field === 'address_country') return countryName(value, language);
    if (field === 'event_date') {
      const day = eventDayOf(value);
      return day ? formatDay(day, language) : value;
    }
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The fields of a submission worth listing, in the form's order. */
function submittedRows(form: FormEmailParams, language: Locale, pack: FormLanguagePack): Row[] {
  const fields = [
    ...FORM_FIELDS[form.action],
    ...(form.action === 'CONTACT_FORM' ? [...CONTACT_STEP2_FIELDS, ...WIZARD_CONTACT_FIELDS] : []),
  ];
  return [...new Set(fields)]
    .filter((field) => {
      const value = form.data[field];
      return value !== undefined && value !== null && value !== '';
    })
    .map((field) => ({
      label: pack.labels[field] ?? field,
      value: displayValue(field, form.data[field], language, pack),
    }));
}

function formLetter(
  kind: FormKind,
  language: Locale,
  params: EmailParams,
  greeting: string,
  closing: string,
): Letter {
  const pack = FORM_PACKS[language];
  if (kind === 'newsletter_confirm') {
    if (!params.link) throw new Error('The newsletter_confirm e-mail needs a link.');
    return { ...pack.newsletterConfirm, greeting, closing, link: params.link };
  }
  const form = params.form;
  if (!form) throw new Error(`The ${kind} e-mail needs the submission.`);
  if (kind === 'form_notification') {
    const name = pack.actions[form.action];
    const updated = form.updated ?? false;
    const channel = form.channel ?? 'website';
    const channelValue =
      channel === 'microsite' && form.jewelerSlug
        ? `${pack.channels.microsite} (${form.jewelerSlug})`
        : pack.channels[channel];
    return {
      subject: pack.notification.subject(name, updated),
      lines: [pack.notification.intro(name, updated)],
      footer: pack.notification.footer,
      greeting,
      closing,
      rows: [
        { label: pack.meta.form, value: name },
        ...submittedRows(form, language, pack),
        ...(form.language
          ? [{ label: pack.meta.language, value: form.language.toUpperCase() }]
          : []),
        { label: pack.meta.channel, value: channelValue },
        { label: pack.meta.reference, value: form.uuid },
      ],
    };
  }
  if (form.action === 'NEWSLETTER_SUBSCRIBE') {
    throw new Error('The newsletter sign-up is confirmed by the newsletter_confirm e-mail.');
  }
  const copy = pack.confirmation[form.action];
  const sent = form.data.event_date;
  const day = typeof sent === 'string' ? eventDayOf(sent) : null;
  return {
    subject: copy.subject,
    lines: copy.lines(day ? formatDay(day, language) : undefined),
    footer: pack.confirmationFooter,
    greeting,
    closing,
  };
}

/** Subject, plain text and a simple branded HTML body (inline styles: mail clients drop CSS). */
export function renderEmail(
  kind: EmailKind,
  language: Locale,
  params: EmailParams = {},
): RenderedEmail {
  const pack = ACCOUNT_PACKS[language];
  const greeting = pack.greeting(
    kind === 'form_notification' ? undefined : params.firstName?.trim() || undefined,
  );
  let letter: Letter;
  if (
    kind === 'form_notification' ||
    kind === 'form_confirmation' ||
    kind === 'newsletter_confirm'
  ) {
    letter = formLetter(kind, language, params, greeting, pack.closing);
  } else {
    const copy = pack.kinds[kind];
    if (copy.action && !params.link) throw new Error(`The ${kind} e-mail needs a link.`);
    letter = {
      ...copy,
      greeting,
      closing: pack.closing,
      link: copy.action ? params.link : undefined,
    };
  }
  return layout(language, letter);
}

function textRows(rows: Row[]): string[] {
  return rows.map(({ label, value }) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`);
}

function layout(language: Locale, letter: Letter): RenderedEmail {
  const { greeting, link, rows = [] } = letter;
  const text = [
    'MAISON',
    '',
    greeting,
    '',
    ...letter.lines,
    ...(rows.length ? ['', ...textRows(rows)] : []),
    ...(link ? ['', `${letter.action}: ${link}`] : []),
    '',
    letter.footer,
    '',
    letter.closing,
    '',
  ].join('\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-family:${SERIF};font-size:16px;line-height:1.6;color:${INK}">${escapeHtml(content)}</p>`;
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 28px;background:${INK};color:${IVORY};font-family:${SERIF};font-size:15px;letter-spacing:0.08em;text-decoration:none">${escapeHtml(letter.action ?? '')}</a></p>` +
      `<p style="margin:0 0 16px;font-family:${SERIF};font-size:12px;line-height:1.5;color:#6b645a;word-break:break-all">${escapeHtml(link)}</p>`
    : '';
  const table = rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-top:1px solid #e6dfd0">\n` +
      rows
        .map(
          ({ label, value }) =>
            `<tr><td valign="top" style="padding:8px 16px 8px 0;border-bottom:1px solid #e6dfd0;font-family:${SERIF};font-size:13px;line-height:1.5;color:#6b645a;white-space:nowrap">${escapeHtml(label)}</td>` +
            `<td valign="top" style="padding:8px 0;border-bottom:1px solid #e6dfd0;font-family:${SERIF};font-size:15px;line-height:1.5;color:${INK};white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join('\n') +
      '\n</table>'
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:${IVORY}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${IVORY}">
<tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%">
<tr><td align="center" style="padding:0 0 32px;font-family:${SERIF};font-size:28px;letter-spacing:0.35em;color:${INK}">MAISON</td></tr>
<tr><td style="padding:32px;background:#fffdf8;border:1px solid #e6dfd0">
${paragraph(greeting)}
${letter.lines.map(paragraph).join('\n')}
${table}${button}
<p style="margin:24px 0 0;font-family:${SERIF};font-size:13px;line-height:1.5;color:#6b645a">${escapeHtml(letter.footer)}</p>
</td></tr>
<tr><td align="center" style="padding:24px 0 0;font-family:${SERIF};font-size:13px;color:#6b645a">${escapeHtml(letter.closing)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: letter.subject, text, html };
}
