import { $, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  careerFileChunks,
  findCareerFile,
  listCareerApplications,
  sweepAbandonedCareerFiles,
  type CareerApplicationRecord,
} from '@maison/db';
import {
  ABANDONED_UPLOAD_TTL_S,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_RATE_LIMIT,
  APPLICATION_RATE_WINDOW_S,
  LOCALES,
  type Locale,
} from '@maison/domain';
import { renderJobsFeed, type JobsPort } from '@maison/services/jobs';
import { superusersOnly } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { API_PREFIX } from '../../shared/prefix';
import { clientIp, enforceRateLimit } from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';
import { submitApplication, ApplicationBodySchema, type ApplicationBody } from './applications';
import { PersonioErrorsSchema, PersonioRefusal, PERSONIO_REASONS } from './errors';
import { storedPositions } from './positions';
import { receiveApplicationFile } from './upload';

/** The careers routes (issue 20, docs/decisions/0034-careers.md). */

/** Where the Personio-compatible routes are mounted: the paths of 001 §7. */
export const NEXT_PREFIX = '/api/next';
export const UPLOAD_PATH = '/personio-form-file/';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const DetailSchema = z.object({ detail: z.string() });
const security = [{ Token: [] }];
const tags = ['careers'];

const LanguageQuery = z.object({
  language: z.enum(LOCALES).optional().openapi({ description: 'Default de (001 §9)' }),
});

const JobPositionSchema = z
  .object({
    id: z.string(),
    office: z.string(),
    department: z.string(),
    recruitingCategory: z.string(),
    name: z.string(),
    jobDescriptions: z.array(z.object({ name: z.string(), value: z.string() })),
    employmentType: z.string(),
    seniority: z.string(),
    schedule: z.string(),
    yearsOfExperience: z.string(),
    occupation: z.string(),
    occupationCategory: z.string(),
    createdAt: z.string().optional(),
  })
  .openapi('JobPosition');

const FileSchema = z
  .object({
    uuid: z.uuid(),
    original_filename: z.string(),
    size: z.number().int(),
    mimetype: z.string(),
    extension: z.string(),
  })
  .openapi('ApplicationFile');

const feedRoute = createRoute({
  method: 'get',
  path: '/jobs.xml',
  tags,
  summary: 'The open positions as a Personio-compatible XML feed (workzag-jobs / position)',
  request: { query: LanguageQuery },
  responses: {
    200: {
      description: 'The feed; descriptions as CDATA HTML',
      content: { 'application/xml': { schema: z.string() } },
    },
    400: {
      description: 'Unknown language',
      content: json(z.record(z.string(), z.array(z.string()))),
    },
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: UPLOAD_PATH,
  tags,
  summary: `Upload an application file (under ${APPLICATION_FILE_MAX_BYTES.toLocaleString('en')} bytes)`,
  description:
    'multipart/form-data with the field `file`. Refused as errors.filesize from the 20,000,000th ' +
    'byte on (the stream is cut there), as errors.fileformat for a name without an allowed ' +
    'extension or content that does not match it. A file no application takes is removed after a day.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
  responses: {
    201: { description: 'Stored', content: json(FileSchema) },
    400: { description: 'Refused', content: json(PersonioErrorsSchema) },
    429: { description: 'Throttled', content: json(PersonioErrorsSchema) },
  },
});

const applicationDoc = {
  method: 'post' as const,
  path: '/personio-form/',
  tags,
  summary: 'Send a job application naming uploaded files (001 §3)',
  description:
    'Needs files of the categories cv, employment-reference and cover-letter. The same ' +
    'application sent again within a day answers the first one (201, same uuid).',
  request: { body: { required: true, content: json(ApplicationBodySchema) } },
  responses: {
    201: { description: 'Stored', content: json(z.object({ uuid: z.uuid() })) },
    400: { description: 'Refused', content: json(PersonioErrorsSchema) },
    429: { description: 'Throttled', content: json(PersonioErrorsSchema) },
  },
};

const positionsRoute = createRoute({
  method: 'get',
  path: '/careers/positions/',
  tags,
  summary: "The open positions of the jobs port's feed (ours or Personio's)",
  request: { query: LanguageQuery },
  responses: {
    200: {
      description: 'Positions',
      content: json(z.object({ results: z.array(JobPositionSchema) })),
    },
    503: { description: 'The feed is unreachable', content: json(DetailSchema) },
  },
});

const positionRoute = createRoute({
  method: 'get',
  path: '/careers/positions/{id}/',
  tags,
  summary: 'One open position',
  request: { params: z.object({ id: z.string().max(20) }), query: LanguageQuery },
  responses: {
    200: { description: 'The position', content: json(JobPositionSchema) },
    404: { description: 'No open position with this id', content: json(DetailSchema) },
    503: { description: 'The feed is unreachable', content: json(DetailSchema) },
  },
});

const ApplicationRecordSchema = z
  .object({
    uuid: z.uuid(),
    position_id: z.string(),
    position_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    language: z.string(),
    attributes: z.array(z.object({ id: z.string(), value: z.string() })),
    forward_state: z.enum(['local', 'pending', 'forwarded']),
    forward_attempts: z.number().int(),
    forward_error: z.string().nullable(),
    created_at: z.string(),
    files: z.array(
      z.object({
        uuid: z.uuid(),
        original_filename: z.string(),
        size: z.number().int(),
        category: z.string().nullable(),
        url: z.string(),
      }),
    ),
  })
  .openapi('JobApplicationRecord');

/** Ours: the staff's applications list pages 50 rows. */
const APPLICATIONS_PAGE_SIZE = 50;

const staffResponses = {
  401: { description: 'Not authenticated', content: json(DetailSchema) },
  403: { description: 'Not a superuser', content: json(DetailSchema) },
};

const applicationsRoute = createRoute({
  method: 'get',
  path: '/careers/applications/',
  tags,
  summary: 'Job applications with their files, newest first, of one position or all (superusers)',
  security,
  request: {
    query: z.object({
      position: z
        .string()
        .regex(/^\d{1,9}$/)
        .optional(),
      page: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .openapi({ description: 'From 1' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of applications',
      content: json(
        z.object({
          results: z.array(ApplicationRecordSchema),
          count: z.number(),
          next: z.string().nullable(),
        }),
      ),
    },
    400: { description: 'Bad filter', content: json(z.record(z.string(), z.array(z.string()))) },
    404: { description: 'Invalid page', content: json(DetailSchema) },
    ...staffResponses,
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/careers/files/{uuid}/',
  tags,
  summary: 'Download an application file (superusers)',
  security,
  request: { params: z.object({ uuid: z.uuid() }) },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: { description: 'No such file', content: json(DetailSchema) },
    ...staffResponses,
  },
});

const FILES_PATH = '/careers/files/';

function record(a: CareerApplicationRecord) {
  return {
    uuid: a.uuid,
    position_id: String(a.position_id),
    position_name: a.position_name,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    language: a.language,
    attributes: a.attributes,
    forward_state: a.forward_state,
    forward_attempts: a.forward_attempts,
    forward_error: a.forward_error,
    created_at: a.created_at.toISOString(),
    files: a.files.map((f) => ({
      uuid: f.uuid,
      original_filename: f.original_filename,
      size: f.size,
      category: f.category,
      url: `${API_PREFIX}${FILES_PATH}${f.uuid}/`,
    })),
  };
}

const refusalBody = (error: PersonioRefusal) => ({ errors: error.problems });

async function throttle(c: Context<AppEnv>): Promise<PersonioRefusal | null> {
  try {
    await enforceRateLimit(
      c,
      `careers:ip:${clientIp(c)}`,
      APPLICATION_RATE_LIMIT,
      APPLICATION_RATE_WINDOW_S,
    );
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return PersonioRefusal.of(PERSONIO_REASONS.throttled);
    throw error;
  }
}

const sweep = (c: Context<AppEnv>) =>
  sweepAbandonedCareerFiles(c.get('db'), new Date(Date.now() - ABANDONED_UPLOAD_TTL_S * 1000));

const language = (query: { language?: Locale }): Locale => query.language ?? 'de';

const unreachable = (c: Context<AppEnv>, error: unknown) => {
  c.get('logger').error({ err: (error as Error).message }, 'jobs feed failed');
  return new ApiError(503, { detail: 'The jobs feed is unavailable.' });
};

/** A body the handler reads and checks itself, declared for the typed client. */
type DeclaredJson<T> = { in: { json: T }; out: { json: T } };

/** The upload's body as the typed client sends it; the handler streams it itself. */
type FileUpload = { in: { form: { file: File | Blob } }; out: { form: { file: File | Blob } } };

/** `/api/next/…`: the feed and the two application calls of 001 §7. */
export function createPersonioRouter(jobs: JobsPort) {
  const router = createRouter();
  // Hand-validated: every problem is named in Personio's shape (errors.ts), not DRF's.
  const routes = router
    .openapi(feedRoute, async (c) => {
      const xml = renderJobsFeed(
        await storedPositions(c.get('db'), language(c.req.valid('query'))),
      );
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=60',
      });
    })
    .openapi<typeof uploadRoute, FileUpload>(uploadRoute, async (c) => {
      const throttled = await throttle(c);
      if (throttled) return c.json(refusalBody(throttled), 429);
      await sweep(c);
      try {
        const file = await receiveApplicationFile(c);
        c.get('logger').info({ file: file.uuid, bytes: file.size }, 'application file stored');
        const dot = file.original_filename.lastIndexOf('.');
        return c.json(
          {
            uuid: file.uuid,
            original_filename: file.original_filename,
            size: file.size,
            mimetype: file.content_type,
            extension: file.original_filename.slice(dot + 1).toLowerCase(),
          },
          201,
        );
      } catch (error) {
        if (error instanceof PersonioRefusal) return c.json(refusalBody(error), 400);
        throw error;
      }
    })
    .post(
      '/personio-form/',
      async (c: Context<AppEnv, '/personio-form/', DeclaredJson<ApplicationBody>>) => {
        const throttled = await throttle(c);
        if (throttled) return c.json(refusalBody(throttled), 429);
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          body = null;
        }
        try {
          const { application } = await submitApplication(c, jobs, body);
          return c.json({ uuid: application.uuid }, 201);
        } catch (error) {
          if (error instanceof PersonioRefusal) return c.json(refusalBody(error), 400);
          throw error;
        }
      },
    );
  router.openAPIRegistry.registerPath(applicationDoc);
  return $(routes);
}

/** `/api/v1/careers/…`: positions for the site, applications and files for the staff. */
export function createCareersRouter(jobs: JobsPort) {
  const router = createRouter();
  router.use('/careers/applications/*', superusersOnly);
  router.use(`${FILES_PATH}*`, superusersOnly);
  return router
    .openapi(positionsRoute, async (c) => {
      try {
        return c.json({ results: await jobs.listPositions(language(c.req.valid('query'))) }, 200);
      } catch (error) {
        throw unreachable(c, error);
      }
    })
    .openapi(positionRoute, async (c) => {
      let position;
      try {
        position = await jobs.position(c.req.valid('param').id, language(c.req.valid('query')));
      } catch (error) {
        throw unreachable(c, error);
      }
      if (!position) throw new ApiError(404, { detail: MESSAGES.notFound });
      return c.json(position, 200);
    })
    .openapi(applicationsRoute, async (c) => {
      const query = c.req.valid('query');
      const page = query.page === undefined ? 1 : Number(query.page);
      if (page < 1) throw new ApiError(404, { detail: MESSAGES.notFound });
      const { rows, total } = await listCareerApplications(c.get('db'), {
        positionId: query.position === undefined ? undefined : Number(query.position),
        limit: APPLICATIONS_PAGE_SIZE,
        offset: (page - 1) * APPLICATIONS_PAGE_SIZE,
      });
      if (page > 1 && rows.length === 0) throw new ApiError(404, { detail: MESSAGES.notFound });
      const next = new URL(c.req.url);
      next.searchParams.set('page', String(page + 1));
      return c.json(
        {
          results: rows.map(record),
          count: total,
          next: page * APPLICATIONS_PAGE_SIZE < total ? next.toString() : null,
        },
        200,
      );
    })
    .openapi(fileRoute, async (c) => {
      const db = c.get('db');
      const file = await findCareerFile(db, c.req.valid('param').uuid);
      if (!file || file.application_id === null)
        throw new ApiError(404, { detail: MESSAGES.notFound });
      const chunks = careerFileChunks(db, file.uuid);
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
      const name = encodeURIComponent(file.original_filename);
      return c.body(stream, 200, {
        'Content-Type': file.content_type,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${name}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    });
}
