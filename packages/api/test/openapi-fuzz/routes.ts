import { servedDocument } from '../generated-helpers';
import { operations, type Op } from '../openapi-kit/document';

/** The operations the fuzzer covers, and the test file each one runs in. */

export const doc = await servedDocument();
export const OPS = operations(doc);

/** Test-only: the content routes outside the OpenAPI document (Storyblok's CDN shapes). */
export const CDN_ROUTES: Op[] = [
  '/api/cms/v2/cdn/stories',
  '/api/cms/v2/cdn/stories/{slug}',
  '/api/cms/v2/cdn/links',
  '/api/cms/v2/cdn/datasource_entries',
  '/api/cms/v2/a/{id}/{filename}',
  '/api/cms/v2/a/{id}/{filename}/m/{resize}/{filters}',
].map((path) => ({
  method: 'GET',
  path,
  key: `GET ${path}`,
  operation: {
    parameters: [
      ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1] as string,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      })),
      ...[
        'version',
        'language',
        'token',
        'cv',
        'starts_with',
        'by_slugs',
        'excluding_slugs',
        'by_uuids',
        'content_type',
        'with_tag',
        'is_startpage',
        'sort_by',
        'page',
        'per_page',
        'resolve_relations',
        'datasource',
        'dimension',
        'filter_query[component][in]',
        'filter_query[name][like]',
      ].map((name) => ({ name, in: 'query' as const, schema: { type: 'string' } })),
    ],
  },
}));

/** The test files the fuzzing is cut into (each has its own fixture, so they run in parallel). */
export type Part = 'accounts' | 'portal' | 'shop' | 'content';

/**
 * The file of an operation; accounts also takes the service routes (health, dev mailbox), content
 * the search, the geocoder and the jeweler results.
 */
export function partOf(op: Op): Part {
  const path = op.path;
  if (path.includes('/commerce/')) return 'shop';
  if (/^\/api\/v1\/(inventory|open-orders|portal|locations|organizations)\//.test(path))
    return 'portal';
  if (
    /^\/api\/(v1\/forms|v1\/cms|v1\/search|v1\/geocoding|v1\/jewelers|v1\/careers|next|cms)\//.test(
      path,
    )
  )
    return 'content';
  return 'accounts';
}
