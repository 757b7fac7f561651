import { createHash, randomUUID } from 'node:crypto';
import { $, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  confirmNewsletter,
  eq,
  endNewsletter,
  findSubmission,
  listSubmissions,
  locations,
  organizations,
  patchSubmission,
  requestNewsletter,
  submitForm,
  type Db,
  type FormSubmission,
  type SubmissionFilter,
  type UnsubscribeOutcome,
} from '@maison/db';
import {
  CONTACT_STEP2_FIELDS,
  FORM_ACTIONS,
  FORM_DEDUPE_WINDOW_S,
  FORM_EXPORT_MAX_ROWS,
  FORM_FIELDS,
  FORM_PATCH_SUCCESS_STATUS,
  FORM_RATE_LIMIT_PER_IP,
  FORM_RATE_WINDOW_S,
  FORM_SUBMISSIONS_PAGE_SIZE,
  FORM_SUCCESS_STATUS,
  NEWSLETTER_CONFIRM_SUCCESS_STATUS,
  eventDayOf,
  isCalendarDay,
  isEventDayAllowed,
  type DetailError,
  type FieldErrors,
  type FormAction,
} from '@maison/domain';
import { getUser, requireUser, type AuthUser } from '../auth';
import type { AppEnv } from '../env';
import { ApiError, MESSAGES } from '../errors';
import { choiceField } from '../fields';
import { formsContent } from '../forms/content';
import { toCsv } from '../forms/csv';
import { sendConfirmation, sendNewsletterOptIn, sendNotification } from '../forms/mail';
import {
  PatchDocSchema,
  SubmissionDocSchema,
  parseAction,
  parsePatch,
  parseSubmission,
} from '../forms/schemas';
import { clientIp, enforceRateLimit } from '../rate-limit';
import { createRouter } from '../router';

/** The forms API (docs/forms.md, docs/decisions/0010-form-submissions.md). */

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
 * `json`): the documented shape, not a validator.
 */
type DeclaredJson<T> = { in: { json: T }; out: { json: T } };
type FormSubmissionBody = z.input<typeof SubmissionDocSchema>;
type FormPatchBody = z.input<typeof PatchDocSchema>;

/** The opt-in mail goes out unless the address is already confirmed (no mail to subscribers). */
type OptIn = { mail: boolean };

async function submit(c: Context<AppEnv, '/forms/', DeclaredJson<FormSubmissionBody>>) {
  await enforceFormRateLimit(c);
  const body = await readJsonBody(c);
  const parsedAction = parseAction(body);
  if (!parsedAction.ok) throw new ApiError(400, parsedAction.errors);
  const action = parsedAction.value;
  // Permission before validation, as DRF does: a denied visitor learns nothing about fields.
  const jeweler = action === 'LIMITED_RING_REQUEST' ? await requireJeweler(c) : null;
  const user = jeweler?.user ?? (await getUser(c));
  const db = c.get('db');

  const draft = parseSubmission(action, body as Record<string, unknown>);
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

async function patch(c: Context<AppEnv, '/forms/:uuid/', DeclaredJson<FormPatchBody>>) {
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

async function confirm(c: Context<AppEnv, '/forms/:uuid/newsletter-subscribe-confirm/'>) {
  const uuid = c.req.param('uuid') ?? '';
  const subscription = UUID.test(uuid) ? await confirmNewsletter(c.get('db'), uuid) : null;
  if (!subscription) throw notFound();
  c.get('logger').info({ uuid }, 'newsletter confirmed');
  return c.json({ uuid, status: 'confirmed' as const }, NEWSLETTER_CONFIRM_SUCCESS_STATUS);
}

// ---- Staff: list and export ----

const dateParam = () =>
  z
    .string()
    .refine(isCalendarDay, { error: FORM_MESSAGES.invalidDate })
    .optional()
    .openapi({ description: 'YYYY-MM-DD (UTC day, inclusive)', example: '2026-06-01' });

const FilterQuery = z.object({
  action: choiceField(FORM_ACTIONS).optional(),
  created_after: dateParam(),
  created_before: dateParam(),
});
const ListQuery = FilterQuery.extend({
  page: z.string().optional().openapi({ description: 'Page number from 1' }),
});

const SubmissionSchema = z
  .object({
    uuid: z.string(),
    action: z.enum(FORM_ACTIONS),
    form_id: z.string().nullable(),
    language: z.string(),
    channel: z.string(),
    jeweler_slug: z.string().nullable(),
    store_uuid: z.string().nullable(),
    email: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('FormSubmissionRecord');
const PageSchema = z
  .object({
    results: z.array(SubmissionSchema),
    count: z.number(),
    next: z.string().nullable(),
  })
  .openapi('FormSubmissionPage');

const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
const DetailSchema = z.object({ detail: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const security = [{ Token: [] }];
const staffResponses = {
  400: { description: 'Bad filter', content: json(FieldErrorsSchema) },
  401: { description: 'Not authenticated', content: json(DetailSchema) },
  403: { description: 'Not a superuser', content: json(DetailSchema) },
};

const listRoute = createRoute({
  method: 'get',
  path: '/forms/',
  tags: ['forms'],
  summary: 'Form submissions, newest first, filterable by action and day (superusers)',
  security,
  request: { query: ListQuery },
  responses: {
    200: { description: 'A page of submissions', content: json(PageSchema) },
    404: { description: 'Invalid page', content: json(DetailSchema) },
    ...staffResponses,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/forms/export/',
  tags: ['forms'],
  summary: 'Form submissions as CSV, newest first (superusers)',
  security,
  request: { query: FilterQuery },
  responses: {
    200: {
      description:
        'UTF-8 CSV with a byte order mark; formula-like cells prefixed with an apostrophe',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...staffResponses,
  },
});

const DAY_MS = 86_400_000;

function toFilter(query: z.infer<typeof FilterQuery>): SubmissionFilter {
  return {
    action: query.action,
    from: query.created_after ? new Date(`${query.created_after}T00:00:00Z`) : undefined,
    until: query.created_before
      ? new Date(Date.parse(`${query.created_before}T00:00:00Z`) + DAY_MS)
      : undefined,
  };
}

function record(s: FormSubmission) {
  return {
    uuid: s.uuid,
    action: s.action,
    form_id: s.form_id,
    language: s.language,
    channel: s.channel,
    jeweler_slug: s.jeweler_slug,
    store_uuid: s.store_uuid,
    email: s.email,
    data: s.data,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

const BASE_COLUMNS = [
  'uuid',
  'created_at',
  'action',
  'form_id',
  'language',
  'channel',
  'jeweler_slug',
  'store_uuid',
] as const;

/** The action's fields (contact with its step 2), or every action's fields, in form order. */
export function exportFields(action?: FormAction): string[] {
  const actions = action ? [action] : FORM_ACTIONS;
  return [
    ...new Set(
      actions.flatMap((a) => [
        ...FORM_FIELDS[a],
        ...(a === 'CONTACT_FORM' ? CONTACT_STEP2_FIELDS : []),
      ]),
    ),
  ];
}

// ---- Documentation of the hand-validated routes ----

const uuidParams = z.object({ uuid: z.uuid() });

function describeRoutes(router: ReturnType<typeof createRouter>): void {
  const registry = router.openAPIRegistry;
  const errorResponses = {
    400: { description: 'Field errors (all at once)', content: json(FieldErrorsSchema) },
    429: { description: 'Throttled (Retry-After)', content: json(DetailSchema) },
  };
  registry.registerPath({
    method: 'post',
    path: '/forms/',
    tags: ['forms'],
    summary:
      'Send a form: stores it, notifies the brand or the microsite jeweler, confirms to the visitor',
    description:
      'One body per `action`. Required fields follow requiredFormFields(action, locale) with the ' +
      'locale of `used_website_language` (`language` for LIMITED_RING_REQUEST). The same body ' +
      `from the same address within ${FORM_DEDUPE_WINDOW_S} s answers the first uuid. ` +
      'NEWSLETTER_UNSUBSCRIBE answers 400 `{code, detail}` with code not_subscribed or ' +
      'already_unsubscribed.',
    security,
    request: { body: { required: true, content: json(SubmissionDocSchema) } },
    responses: {
      201: { description: 'Stored', content: json(z.object({ uuid: z.uuid() })) },
      ...errorResponses,
      403: {
        description: 'LIMITED_RING_REQUEST without a jeweler login',
        content: json(DetailSchema),
      },
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/forms/{uuid}/',
    tags: ['forms'],
    summary: 'Add contact step 2 (or the wizard’s products and message) to a contact submission',
    request: { params: uuidParams, body: { required: true, content: json(PatchDocSchema) } },
    responses: {
      200: { description: 'Updated', content: json(z.object({ uuid: z.uuid() })) },
      ...errorResponses,
      404: { description: 'No contact submission with that uuid', content: json(DetailSchema) },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/forms/{uuid}/newsletter-subscribe-confirm/',
    tags: ['forms'],
    summary: 'Confirm a newsletter subscription with the uuid of its opt-in mail',
    request: { params: uuidParams },
    responses: {
      200: {
        description: 'Confirmed (again 200 when already confirmed)',
        content: json(z.object({ uuid: z.uuid(), status: z.literal('confirmed') })),
      },
      404: {
        description: 'Unknown, replaced or unsubscribed link',
        content: json(DetailSchema),
      },
    },
  });
}

export function createFormsRouter() {
  const router = createRouter();
  describeRoutes(router);
  // Staff routes: authentication before validation, so anonymous callers get 401 whatever they send.
  const staffOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const user = await requireUser(c);
      if (!user.is_superuser) throw denied();
    }
    await next();
  };
  router.use('/forms/', staffOnly);
  router.use('/forms/export/', staffOnly);

  // Hand-validated (the field rules need the body's locale first); typed for the client by
  // their handlers' declared input.
  return $(
    router
      .post('/forms/', submit)
      .patch('/forms/:uuid/', patch)
      .post('/forms/:uuid/newsletter-subscribe-confirm/', confirm),
  )
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = query.page === undefined ? 1 : Number(query.page);
      if (!Number.isInteger(page) || page < 1) {
        throw new ApiError(404, { detail: FORM_MESSAGES.invalidPage });
      }
      const { rows, total } = await listSubmissions(c.get('db'), toFilter(query), {
        limit: FORM_SUBMISSIONS_PAGE_SIZE,
        offset: (page - 1) * FORM_SUBMISSIONS_PAGE_SIZE,
      });
      if (page > 1 && rows.length === 0) {
        throw new ApiError(404, { detail: FORM_MESSAGES.invalidPage });
      }
      const hasNext = page * FORM_SUBMISSIONS_PAGE_SIZE < total;
      const next = new URL(c.req.url);
      next.searchParams.set('page', String(page + 1));
      return c.json(
        { results: rows.map(record), count: total, next: hasNext ? next.toString() : null },
        200,
      );
    })
    .openapi(exportRoute, async (c) => {
      const query = c.req.valid('query');
      const { rows } = await listSubmissions(c.get('db'), toFilter(query), {
        limit: FORM_EXPORT_MAX_ROWS,
        offset: 0,
      });
      const fields = exportFields(query.action);
      const csv = toCsv(
        [...BASE_COLUMNS, ...fields],
        rows.map((s) => [
          s.uuid,
          s.created_at,
          s.action,
          s.form_id,
          s.language,
          s.channel,
          s.jeweler_slug,
          s.store_uuid,
          ...fields.map((field) => s.data[field]),
        ]),
      );
      const day = new Date().toISOString().slice(0, 10);
      const name = `forms-${query.action ?? 'all'}-${day}.csv`;
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      });
    });
}
