import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PORTAL_PAGE_SIZE_DEFAULT, PORTAL_PAGE_SIZE_MAX } from '@maison/domain';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/** DRF's page-number paging of the table endpoints (docs/portal.md "Query"). */

const INVALID_PAGE = 'Invalid page.';

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/** The page and page size parameters of a paged query, as documented. */
export const pagingParams = {
  page: z.string().optional().openapi({ description: 'Page number from 1' }),
  page_size: z
    .string()
    .optional()
    .openapi({
      description: `Rows per page (default ${PORTAL_PAGE_SIZE_DEFAULT}, at most ${PORTAL_PAGE_SIZE_MAX})`,
    }),
};

/** A bad page is 404, a bad page size falls back to the default. */
export function paging(query: { page?: string; page_size?: string }): Paging {
  const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
  if (!Number.isSafeInteger(page) || page < 1) throw new ApiError(404, { detail: INVALID_PAGE });
  const requested = Number(query.page_size);
  const size =
    query.page_size && /^\d+$/.test(query.page_size) && requested >= 1
      ? Math.min(requested, PORTAL_PAGE_SIZE_MAX)
      : PORTAL_PAGE_SIZE_DEFAULT;
  return { page, size, offset: (page - 1) * size };
}

/**
 * The request's own URL as the client addressed it: the scheme and host a proxy forwarded
 * (X-Forwarded-Proto / X-Forwarded-Host), else the request URL's.
 */
function publicUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) url.host = host;
  return url;
}

/** `{results, count, next}` with next the full URL of the following page, or null. */
export function pageBody<T>(c: Context<AppEnv>, paged: Paging, results: T[], count: number) {
  if (paged.page > 1 && results.length === 0) throw new ApiError(404, { detail: INVALID_PAGE });
  let next: string | null = null;
  if (paged.offset + results.length < count) {
    const url = publicUrl(c);
    url.searchParams.set('page', String(paged.page + 1));
    next = url.toString();
  }
  return { results, count, next };
}

/** The OpenAPI shape of a page of `row`s, registered as `name`. */
export const pageSchema = <T extends z.ZodType>(row: T, name: string) =>
  z.object({ results: z.array(row), count: z.number(), next: z.string().nullable() }).openapi(name);
