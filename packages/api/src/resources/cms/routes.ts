import { timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import type { Db } from '@maison/db';
import { LOCALES } from '@maison/domain';
import { FilterQueryError, parseFilterQuery } from '@maison/services/content/filter-query';
import { LOCAL_CDN_PATH } from '@maison/services/content/local/client';
import { ContentStore, SlugTakenError } from '@maison/services/content/local/store';
import type { Encode } from '@maison/services/content/local/renditions';
import type { PublishHook } from '@maison/services/content/publish-hook';
import type { Fetch } from '@maison/services/content/types';
import { superusersOnly } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { loadPreviewSecret } from '../../shared/secrets';
import { addAssetRoutes } from './assets';

/** Storyblok's error bodies on the CDN routes. */
const NOT_FOUND = 'This record could not be found';
const UNAUTHORIZED = 'Unauthorized';

const store = (c: Context<AppEnv>) => new ContentStore(c.get('db'));

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const positive = z.coerce.number().int().min(1);
const commonQuery = {
  version: z.enum(['published', 'draft']).default('published'),
  language: z.string().optional(),
  token: z.string().optional(),
  cv: z.string().optional(),
};
// per_page above the maximum is clamped by the store, as Storyblok does (docs/decisions/0004).
const StoriesQuery = z.object({
  ...commonQuery,
  starts_with: z.string().optional(),
  by_slugs: z.string().optional(),
  excluding_slugs: z.string().optional(),
  by_uuids: z.string().optional(),
  content_type: z.string().optional(),
  with_tag: z.string().optional(),
  is_startpage: flag.optional(),
  sort_by: z.string().optional(),
  page: positive.optional(),
  per_page: positive.optional(),
  resolve_relations: z.string().optional(),
});
const StoryQuery = z.object({ ...commonQuery, resolve_relations: z.string().optional() });
const LinksQuery = z.object({ ...commonQuery, starts_with: z.string().optional() });
const DatasourceQuery = z.object({
  datasource: z.string().min(1),
  dimension: z.string().optional(),
  page: positive.optional(),
  per_page: positive.optional(),
  cv: z.string().optional(),
  token: z.string().optional(),
});

class CdnError extends Error {
  constructor(
    readonly status: 401 | 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

function parseQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  const params = [...new URL(c.req.url).searchParams];
  // PostgreSQL text cannot hold U+0000: refused here rather than failing the query.
  const nul = params.find(([key, value]) => `${key}${value}`.includes('\u0000'));
  if (nul) throw new CdnError(422, `${nul[0]}: Null characters are not allowed.`);
  const raw = Object.fromEntries(params.filter(([key]) => !key.startsWith('filter_query[')));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CdnError(422, `${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Drafts need the preview secret as `token` or `Authorization: Token <secret>`. */
function checkVersion(c: Context<AppEnv>, version: 'published' | 'draft', token?: string): void {
  if (version !== 'draft') return;
  const header = /^Token\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const given = token ?? header;
  const secret = loadPreviewSecret();
  if (!given || !secret || !sameSecret(given, secret)) throw new CdnError(401, UNAUTHORIZED);
}

/** The decoded slug of a story path; null when it is malformed ("%") or holds U+0000. */
function slugOf(encoded: string): string | null {
  try {
    const slug = decodeURIComponent(encoded);
    return slug.includes('\u0000') ? null : slug;
  } catch {
    return null;
  }
}

function withPaging(c: Context<AppEnv>, total: number, perPage: number): void {
  c.header('total', String(total));
  c.header('per-page', String(perPage));
}

/**
 * GET /api/cms/v2/cdn/… (Storyblok CDA v2 shapes) and the asset host /api/cms/v2/a/… with its
 * image service; `encode` replaces sharp (tests count encodes with it).
 */
export function createCmsCdnRouter(encode?: Encode) {
  const router = new Hono<AppEnv>();

  router.onError((err, c) => {
    if (err instanceof CdnError) return c.json({ error: err.message }, err.status);
    if (err instanceof FilterQueryError) return c.json({ error: err.message }, 422);
    throw err;
  });

  router.get('/cdn/stories', async (c) => {
    const { token, cv: _cv, ...params } = parseQuery(c, StoriesQuery);
    checkVersion(c, params.version, token);
    const filter_query = parseFilterQuery(new URL(c.req.url).searchParams);
    const result = await store(c).getStories({ ...params, filter_query });
    const { total, perPage, ...body } = result;
    withPaging(c, total, perPage);
    return c.json(body);
  });

  router.get('/cdn/stories/*', async (c) => {
    const { token, cv: _cv, ...params } = parseQuery(c, StoryQuery);
    checkVersion(c, params.version, token);
    const fullSlug = slugOf(c.req.path.slice(c.req.path.indexOf('/cdn/stories/') + 13));
    const found = fullSlug === null ? null : await store(c).getStory(fullSlug, params);
    if (!found) throw new CdnError(404, NOT_FOUND);
    return c.json(found);
  });

  router.get('/cdn/links', async (c) => {
    const { token, cv: _cv, ...params } = parseQuery(c, LinksQuery);
    checkVersion(c, params.version, token);
    return c.json(await store(c).getLinks(params));
  });

  router.get('/cdn/datasource_entries', async (c) => {
    const { token: _token, cv: _cv, ...params } = parseQuery(c, DatasourceQuery);
    const { total, perPage, ...body } = await store(c).getDatasourceEntries(params);
    withPaging(c, total, perPage);
    return c.json(body);
  });

  addAssetRoutes(router, encode);

  router.all('*', (c) => c.json({ error: NOT_FOUND }, 404));
  return router;
}

/**
 * The CDN routes alone on `db`, as the local content client's fetch inside the API: a read made
 * while answering a request neither goes over HTTP nor passes the app's middleware (request log,
 * body checks) a second time, and it reaches the app's own database, not the process default.
 */
export function createInProcessCdnFetch(db: Db): Fetch {
  const cdn = new Hono<AppEnv>();
  cdn.use(async (c, next) => {
    c.set('db', db);
    await next();
  });
  // The local client asks for LOCAL_CDN_PATH + 'stories'; the router's paths start at 'cdn/'.
  cdn.route(LOCAL_CDN_PATH.slice(0, -'cdn/'.length), createCmsCdnRouter());
  return async (input, init) => cdn.fetch(new Request(input, init));
}

const Content = z.looseObject({ component: z.string().min(1), _uid: z.string().min(1) });
const Version = z.object({
  name: z.string().min(1),
  // One path segment per story; the folder path stays.
  slug: z.string().regex(/^[^/\s]+$/, 'Enter a slug without slashes or spaces.'),
  content: Content,
});
const StoryUpdateBody = z
  .object({
    locales: z.partialRecord(z.enum(LOCALES), Version),
    publish: z.boolean(),
  })
  .openapi('CmsStoryUpdate');

const updateStory = createRoute({
  method: 'put',
  path: '/cms/stories/{uuid}/',
  tags: ['cms'],
  summary: 'Store a story draft and optionally publish it (superusers)',
  security: [{ Token: [] }],
  request: {
    params: z.object({ uuid: z.string().min(1) }),
    body: { required: true, content: { 'application/json': { schema: StoryUpdateBody } } },
  },
  responses: {
    200: {
      description: 'The stored draft, in the default language.',
      content: { 'application/json': { schema: z.object({ story: z.looseObject({}) }) } },
    },
    400: { description: 'Invalid body (field errors).' },
    401: { description: 'Not authenticated.' },
    403: { description: 'Not a superuser.' },
    404: { description: 'No story with that uuid.' },
  },
});

/** PUT /api/v1/cms/stories/{uuid}/: the management endpoint that publishes. */
export function createCmsManagementRouter(publishHook: PublishHook) {
  const router = createRouter();
  // Before validation, so anonymous callers get 401 whatever they send.
  router.use('/cms/*', superusersOnly);
  return router.openapi(updateStory, async (c) => {
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    // No story's uuid holds U+0000, which PostgreSQL text cannot hold (the query would fail).
    if (uuid.includes('\u0000')) throw new ApiError(404, { detail: MESSAGES.notFound });
    let story;
    try {
      story = await store(c).saveStory(uuid, body);
    } catch (err) {
      if (err instanceof SlugTakenError) {
        throw new ApiError(400, { 'locales.de.slug': [err.message] });
      }
      throw err;
    }
    if (!story) throw new ApiError(404, { detail: MESSAGES.notFound });
    if (body.publish) {
      try {
        await publishHook.published({ uuid: story.uuid, full_slug: story.full_slug });
      } catch (err) {
        // Published is published; a failed cache purge is logged, caches expire on their own.
        c.get('logger').error({ err }, 'publish hook failed');
      }
    }
    return c.json({ story }, 200);
  });
}
