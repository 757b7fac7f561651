import { $ } from '@hono/zod-openapi';
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
  APPLICATION_RATE_LIMIT,
  APPLICATION_RATE_WINDOW_S,
  type Locale,
} from '@maison/domain';
import { renderJobsFeed, type JobsPort } from '@maison/services/jobs';
import { superusersOnly } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { API_PREFIX } from '../../shared/prefix';
import { clientIp, enforceRateLimit } from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';
import { submitApplication, type ApplicationBody } from './applications';
import {
  APPLICATIONS_PAGE_SIZE,
  FILES_PATH,
  applicationDoc,
  applicationsRoute,
  feedRoute,
  fileRoute,
  positionRoute,
  positionsRoute,
  uploadRoute,
} from './definitions';
import { PersonioRefusal, PERSONIO_REASONS } from './errors';
import { positionBody, storedPositions } from './positions';
import { receiveApplicationFile } from './upload';

/** The careers routes (issue 20, docs/decisions/0034-careers.md). */

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
        const positions = await jobs.listPositions(language(c.req.valid('query')));
        return c.json({ results: positions.map(positionBody) }, 200);
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
      return c.json(positionBody(position), 200);
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
