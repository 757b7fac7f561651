import type { Context } from 'hono';
import type { FormSubmission } from '@maison/db';
import { DEFAULT_LOCALE, type Locale } from '@maison/domain';
import { renderEmail, type EmailKind, type EmailParams } from '@maison/services/email';
import type { AppEnv } from '../../shared/env';
import { siteLink } from '../../shared/site';
import { formsContent, jewelerLocale } from './content';

/** Where brand notifications go unless FORMS_NOTIFY_EMAIL says otherwise (docs/forms.md). */
const DEFAULT_FORMS_NOTIFY_EMAIL = 'concierge@maison.test';

function brandNotifyEmail(env: Record<string, string | undefined> = process.env): string {
  return env.FORMS_NOTIFY_EMAIL?.trim() || DEFAULT_FORMS_NOTIFY_EMAIL;
}

/**
 * Sends one form mail. The submission is stored whatever happens here, so a failing mail server
 * is reported (without addresses or contents) and does not fail the visitor's request.
 */
async function send(
  c: Context<AppEnv>,
  to: string,
  kind: EmailKind,
  language: Locale,
  params: EmailParams,
  uuid: string,
): Promise<void> {
  try {
    const rendered = renderEmail(kind, language, params);
    await c.get('mailer').send({ to, ...rendered, language, kind });
  } catch (err) {
    c.get('errorReporter').captureException(err instanceof Error ? err : new Error(String(err)), {
      requestId: c.get('requestId'),
      kind,
      uuid,
    });
  }
}

const firstName = (s: FormSubmission) =>
  typeof s.data.first_name === 'string' ? s.data.first_name : undefined;

/**
 * The notification: to the microsite jeweler whose story's crmUuid is the form's store_uuid
 * (in their country's language), else to the brand (in German).
 */
export async function sendNotification(
  c: Context<AppEnv>,
  submission: FormSubmission,
  updated = false,
): Promise<void> {
  const jeweler = submission.store_uuid
    ? await formsContent(c.get('db')).jewelerByStoreUuid(submission.store_uuid)
    : null;
  const to = jeweler?.email ?? brandNotifyEmail();
  const language = jeweler?.email ? jewelerLocale(jeweler.country) : DEFAULT_LOCALE;
  await send(
    c,
    to,
    'form_notification',
    language,
    {
      form: {
        action: submission.action,
        uuid: submission.uuid,
        data: submission.data,
        language: submission.language,
        channel: submission.channel,
        jewelerSlug: submission.jeweler_slug,
        updated,
      },
    },
    submission.uuid,
  );
}

/** The visitor's confirmation, in the form's language. */
export async function sendConfirmation(
  c: Context<AppEnv>,
  submission: FormSubmission,
): Promise<void> {
  if (!submission.email) return;
  await send(
    c,
    submission.email,
    'form_confirmation',
    submission.language,
    {
      firstName: firstName(submission),
      form: { action: submission.action, uuid: submission.uuid, data: submission.data },
    },
    submission.uuid,
  );
}

/** The double opt-in mail: `{site}/{locale prefix}/{confirmation page path}?uuid={uuid}`. */
export async function sendNewsletterOptIn(
  c: Context<AppEnv>,
  submission: FormSubmission,
): Promise<void> {
  if (!submission.email) return;
  const path = await formsContent(c.get('db')).newsletterConfirmPath(submission.language);
  const link = siteLink(submission.language, path, { uuid: submission.uuid });
  await send(
    c,
    submission.email,
    'newsletter_confirm',
    submission.language,
    { firstName: firstName(submission), link },
    submission.uuid,
  );
}
