import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  confirmNewsletter,
  eq,
  endNewsletter,
  findSubmission,
  locations,
  organizations,
  patchSubmission,
  requestNewsletter,
  submitForm,
  type Db,
  type FormSubmission,
  type UnsubscribeOutcome,
} from '@maison/db';
import {
  DEFAULT_LOCALE,
  FORM_DEDUPE_WINDOW_S,
  FORM_PATCH_SUCCESS_STATUS,
  FORM_RATE_LIMIT_PER_IP,
  FORM_RATE_WINDOW_S,
  FORM_SUCCESS_STATUS,
  NEWSLETTER_CONFIRM_SUCCESS_STATUS,
  eventDayOf,
  isEventDayAllowed,
  localeOfLanguage,
  wizardContactRequired,
  WIZARD_CONTACT_FIELDS,
  type DetailError,
  type FieldErrors,
  type FormAction,
} from '@maison/domain';
import { getUser } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import type { AuthUser } from '../../shared/identity';
import { clientIp, enforceRateLimit } from '../../shared/rate-limit';
import { formsContent } from './content';
import { sendConfirmation, sendNewsletterOptIn, sendNotification } from './mail';
import { parseAction, parsePatch, parseSubmission, textOf, type FormRules } from './parse';

/**
 * Sending, completing and confirming forms (docs/forms.md, docs/decisions/0010-form-submissions.md):
 * validated by hand, since the field rules need the body's locale first.
 */

export const FORM_MESSAGES = {
  unknownForm: 'Unknown form.',
  dateNotBookable: 'This date cannot be booked.',
  invalidDate: 'Enter a valid date.',
  invalidPage: 'Invalid page.',
  notSubscribed: 'This e-mail address is not subscribed to the newsletter.',
  alreadyUnsubscribed: 'This e-mail address is already unsubscribed from the newsletter.',
} as const;

const UNSUBSCRIBE_DETAIL: Record<Exclude<UnsubscribeOutcome, 'unsubscribed'>, string> = {
  not_subscribed: FORM_MESSAGES.notSubscribed,
  already_unsubscribed: FORM_MESSAGES.alreadyUnsubscribed,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i;

const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });
const denied = () => new ApiError(403, { detail: MESSAGES.permissionDenied });

/**
 * The body as JSON, read by hand because the field rules need the parsed locale first. Like
 * DRF: an empty body is `{}`, a non-JSON content type 415, bad JSON a parse-error 400.
 */
async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type');
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!type || !JSON_TYPE.test(type)) throw new HTTPException(415);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

const enforceFormRateLimit = (c: Context<AppEnv>) =>
  enforceRateLimit(c, `forms:ip:${clientIp(c)}`, FORM_RATE_LIMIT_PER_IP, FORM_RATE_WINDOW_S);

/** JSON with sorted keys, so equal fields give equal fingerprints whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(action: FormAction, data: Record<string, unknown>, ip: string): string {
  return createHash('sha256')
    .update(`${action}\n${canonical(data)}\n${ip}`)
    .digest('hex');
}

interface Jeweler {
  user: AuthUser;
  organization: { id: number; name: string };
}

/** 001 §6: the waitlist is for logged-in jewelers (a portal membership at a location), else 403. */
async function requireJeweler(c: Context<AppEnv>): Promise<Jeweler> {
  const user = await getUser(c);
  const first = user?.portal_locations[0];
  if (!user || !first) throw denied();
  const [organization] = await c
    .get('db')
    .select({ id: organizations.id, name: organizations.name })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organization_id))
    .where(eq(locations.id, first.location));
  if (!organization) throw denied();
  return { user, organization };
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** 001 §5: the museum day must lie in the configured window and not on an excluded weekday. */
async function museumErrors(
  db: Db,
  draft: ReturnType<typeof parseSubmission>,
): Promise<FieldErrors> {
  const { story_uuid, component_uid, locale, fields } = draft.value;
  const window =
    story_uuid && component_uid
      ? await formsContent(db).museumWindow(story_uuid, component_uid, locale)
      : null;
  if (!window) return { storyblok_component_uid: [FORM_MESSAGES.unknownForm] };
  const sent = fields.event_date;
  if (draft.errors.event_date || typeof sent !== 'string' || sent === '') return {};
  const day = eventDayOf(sent);
  return day && isEventDayAllowed(day, window)
    ? {}
    : { event_date: [FORM_MESSAGES.dateNotBookable] };
}

/**
 * docs/decisions/0036: a CONTACT_FORM sent from a published `wizard` block takes the wizard
 * form's fields and required fields (001 §3, §5); any other takes the contact form's.
 */
async function wizardRules(db: Db, body: Record<string, unknown>): Promise<FormRules | undefined> {
  const story = textOf(body.storyblok_story_uuid);
  const component = textOf(body.storyblok_component_uid);
  if (!story || !component) return undefined;
  const locale = localeOfLanguage(body.used_website_language) ?? DEFAULT_LOCALE;
  const wizard = await formsContent(db).wizardContact(story, component, locale);
  if (!wizard) return undefined;
  return {
    fields: WIZARD_CONTACT_FIELDS,
    required: wizardContactRequired(wizard.dataAgreement),
  };
}

class UnsubscribeRefused extends Error {
  constructor(readonly outcome: Exclude<UnsubscribeOutcome, 'unsubscribed'>) {
    super(outcome);
  }
}

function unsubscribeError(outcome: UnsubscribeRefused['outcome']): ApiError {
  const body: DetailError & { code: string } = {
    code: outcome,
    detail: UNSUBSCRIBE_DETAIL[outcome],
  };
  return new ApiError(400, body);
}

/**
 * A body the handler reads and checks itself, declared for the typed client (which sends it as
 * `json`): no validator runs for it.
 */
type DeclaredJson<T> = { in: { json: T }; out: { json: T } };
/**
 * An action and its fields, as loose as the parsers that check them (parse.ts: numbers for
 * texts, any case of a language); the OpenAPI document describes each action's fields.
 */
type FormSubmissionBody = { action: FormAction } & Record<string, unknown>;
type FormPatchBody = Record<string, unknown>;

/** The opt-in mail goes out unless the address is already confirmed (no mail to subscribers). */
type OptIn = { mail: boolean };

export async function submit(c: Context<AppEnv, '/forms/', DeclaredJson<FormSubmissionBody>>) {
  await enforceFormRateLimit(c);
  const body = await readJsonBody(c);
  const parsedAction = parseAction(body);
  if (!parsedAction.ok) throw new ApiError(400, parsedAction.errors);
  const action = parsedAction.value;
  // Permission before validation, as DRF does: a denied visitor learns nothing about fields.
  const jeweler = action === 'LIMITED_RING_REQUEST' ? await requireJeweler(c) : null;
  const user = jeweler?.user ?? (await getUser(c));
  const db = c.get('db');

  const record = body as Record<string, unknown>;
  const rules = action === 'CONTACT_FORM' ? await wizardRules(db, record) : undefined;
  const draft = parseSubmission(action, record, rules);
  const errors: FieldErrors = {
    ...draft.errors,
    ...(action === 'EVENT_REGISTRATION' ? await museumErrors(db, draft) : {}),
  };
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);

  const form = draft.value;
  const data: Record<string, unknown> = { ...form.fields };
  if (jeweler) {
    // docs/forms.md: the server fills the jeweler's organization when the form does not.
    if (blank(data.jeweller_name)) data.jeweller_name = jeweler.organization.name;
    if (blank(data.jeweller_customer_id))
      data.jeweller_customer_id = String(jeweler.organization.id);
  }
  const email = jeweler
    ? jeweler.user.email
    : typeof data.email === 'string' && data.email
      ? data.email.toLowerCase()
      : null;
  const wantsNewsletter =
    email !== null &&
    (action === 'NEWSLETTER_SUBSCRIBE' || (data.newsletter_subscription === true && !jeweler));
  const optIn: OptIn = { mail: false };

  let result;
  try {
    result = await submitForm(
      db,
      {
        uuid: randomUUID(),
        action,
        form_id: form.form_id,
        language: form.locale,
        channel: form.metadata.channel,
        jeweler_slug: form.metadata.jeweler_slug,
        jeweler_story_uuid: form.metadata.jeweler_story_uuid,
        store_uuid: form.store_uuid,
        story_uuid: form.story_uuid,
        component_uid: form.component_uid,
        google_click_id: form.google_click_id,
        meta_click_id: form.meta_click_id,
        email,
        user_id: user?.id ?? null,
        data,
        fingerprint: fingerprint(action, data, clientIp(c)),
      },
      {
        dedupeWindowS: FORM_DEDUPE_WINDOW_S,
        before:
          action === 'NEWSLETTER_UNSUBSCRIBE' && email
            ? async (tx) => {
                const outcome = await endNewsletter(tx, email);
                if (outcome !== 'unsubscribed') throw new UnsubscribeRefused(outcome);
              }
            : undefined,
        after: wantsNewsletter
          ? async (tx, submission) => {
              const subscription = await requestNewsletter(tx, {
                email,
                submissionUuid: submission.uuid,
                language: submission.language,
              });
              optIn.mail = subscription.status === 'pending';
            }
          : undefined,
      },
    );
  } catch (err) {
    if (err instanceof UnsubscribeRefused) throw unsubscribeError(err.outcome);
    throw err;
  }

  const { submission, duplicate } = result;
  c.get('logger').info(
    { action, uuid: submission.uuid, channel: submission.channel, duplicate },
    'form submission',
  );
  if (!duplicate) await sendSubmissionMails(c, submission, optIn.mail);
  return c.json({ uuid: submission.uuid }, FORM_SUCCESS_STATUS);
}

/**
 * Newsletter sign-ups and sign-offs are list management: no staff notification. Every other
 * form notifies the brand (or the microsite jeweler); every form but the sign-up (which mails
 * its opt-in link) confirms to the visitor.
 */
async function sendSubmissionMails(
  c: Context<AppEnv>,
  submission: FormSubmission,
  optIn: boolean,
): Promise<void> {
  const newsletter =
    submission.action === 'NEWSLETTER_SUBSCRIBE' || submission.action === 'NEWSLETTER_UNSUBSCRIBE';
  if (!newsletter) await sendNotification(c, submission);
  if (submission.action !== 'NEWSLETTER_SUBSCRIBE') await sendConfirmation(c, submission);
  if (optIn) await sendNewsletterOptIn(c, submission);
}

export async function patch(c: Context<AppEnv, '/forms/:uuid/', DeclaredJson<FormPatchBody>>) {
  await enforceFormRateLimit(c);
  const uuid = c.req.param('uuid') ?? '';
  const body = await readJsonBody(c);
  const db = c.get('db');
  const existing = UUID.test(uuid) ? await findSubmission(db, uuid) : null;
  if (!existing || existing.action !== 'CONTACT_FORM') throw notFound();
  const parsed = parsePatch(body);
  if (!parsed.ok) throw new ApiError(400, parsed.errors);
  const { fields, locale, google_click_id, meta_click_id } = parsed.value;
  const email = existing.email;
  const optIn: OptIn = { mail: false };
  const updated = await patchSubmission(
    db,
    existing.uuid,
    {
      data: fields,
      ...(locale ? { language: locale } : {}),
      ...(google_click_id ? { google_click_id } : {}),
      ...(meta_click_id ? { meta_click_id } : {}),
    },
    fields.newsletter_subscription === true && email
      ? async (tx, submission) => {
          const subscription = await requestNewsletter(tx, {
            email,
            submissionUuid: submission.uuid,
            language: submission.language,
          });
          optIn.mail = subscription.status === 'pending';
        }
      : undefined,
  );
  if (!updated) throw notFound();
  c.get('logger').info({ action: updated.action, uuid: updated.uuid }, 'form submission patched');
  if (Object.keys(fields).length > 0) await sendNotification(c, updated, true);
  if (optIn.mail) await sendNewsletterOptIn(c, updated);
  return c.json({ uuid: updated.uuid }, FORM_PATCH_SUCCESS_STATUS);
}

export async function confirm(c: Context<AppEnv, '/forms/:uuid/newsletter-subscribe-confirm/'>) {
  const uuid = c.req.param('uuid') ?? '';
  const subscription = UUID.test(uuid) ? await confirmNewsletter(c.get('db'), uuid) : null;
  if (!subscription) throw notFound();
  c.get('logger').info({ uuid }, 'newsletter confirmed');
  return c.json({ uuid, status: 'confirmed' as const }, NEWSLETTER_CONFIRM_SUCCESS_STATUS);
}
