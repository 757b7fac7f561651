import { timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import type { Db } from '@maison/db';
import { FilterQueryError, parseFilterQuery } from '@maison/services/content/filter-query';
import { LOCAL_CDN_PATH } from '@maison/services/content/local/client';
import type { Encode } from '@maison/services/content/local/renditions';
import { ContentStore } from '@maison/services/content/local/store';
import type { Fetch } from '@maison/services/content/types';
import type { AppEnv } from '../../shared/env';
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
