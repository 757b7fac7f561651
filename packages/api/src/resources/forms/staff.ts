import { createRoute, z } from '@hono/zod-openapi';
import { listSubmissions, type FormSubmission, type SubmissionFilter } from '@maison/db';
import {
  CONTACT_STEP2_FIELDS,
  FORM_ACTIONS,
  FORM_EXPORT_MAX_ROWS,
  FORM_FIELDS,
  FORM_SUBMISSIONS_PAGE_SIZE,
  isCalendarDay,
  type FormAction,
} from '@maison/domain';
import { ApiError } from '../../shared/errors';
import { choiceField } from '../../shared/fields';
import { createRouter } from '../../shared/router';
import { toCsv } from './csv';
import { DetailSchema, FieldErrorsSchema, PageSchema, security } from './schemas';
import { FORM_MESSAGES } from './submissions';
import { json } from '../../shared/openapi';

/** The staff's list and CSV export of form submissions (superusers; docs/forms.md). */

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
function exportFields(action?: FormAction): string[] {
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

export function createStaffRouter() {
  return createRouter()
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
