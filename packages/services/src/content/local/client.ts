import { filterQueryEntries } from '../filter-query';
import {
  ContentServiceError,
  type ContentDeliveryClient,
  type DatasourceEntriesParams,
  type DatasourceEntriesResult,
  type Fetch,
  type LinksBody,
  type LinksParams,
  type StoriesBody,
  type StoriesParams,
  type StoriesResult,
  type Story,
  type StoryBody,
  type StoryParams,
} from '../types';

export interface LocalContentClientOptions {
  /** In-process `app.fetch`, or the global fetch for a standalone API. */
  fetch: Fetch;
  /** Origin of the API (API_URL); any origin will do in-process. */
  baseUrl: string;
  /** CONTENT_PREVIEW_SECRET, needed for `version: 'draft'`. */
  previewToken?: string;
  /** Extra fetch options, e.g. Next's `{ next: { tags: ['cms'] } }` over HTTP. */
  init?: RequestInit;
}

/** Where the client expects the CDN routes on `baseUrl`. */
export const LOCAL_CDN_PATH = '/api/cms/v2/cdn/';

function query(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (key === 'filter_query') {
      for (const [k, v] of filterQueryEntries(value as StoriesParams['filter_query'] & object)) {
        search.append(k, v);
      }
    } else if (typeof value === 'boolean') {
      search.set(key, value ? '1' : '0');
    } else {
      search.set(key, String(value));
    }
  }
  return search;
}

/**
 * Puts related stories in place of their uuids in the `component.field`s named by
 * resolve_relations, as storyblok-js-client does with `rels`, so both adapters hand the web
 * the same content.
 */
export function inlineRelations(stories: Story[], rels: Story[], resolve: string): void {
  if (!rels.length) return;
  const byUuid = new Map(rels.map((s) => [s.uuid, s]));
  const fields = new Set(resolve.split(',').map((f) => f.trim()));
  const swap = (value: unknown) =>
    typeof value === 'string' ? (byUuid.get(value) ?? value) : value;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (fields.has(`${String(record.component)}.${key}`)) {
        record[key] = Array.isArray(value) ? value.map(swap) : swap(value);
      } else {
        visit(value);
      }
    }
  };
  for (const story of stories) visit(story.content);
}

/** The port over our own /api/cms/v2/cdn routes (embedded default). */
export function createLocalContentClient(
  options: LocalContentClientOptions,
): ContentDeliveryClient {
  const call = async (path: string, params: object): Promise<Response> => {
    const search = query(params);
    if ((params as { version?: string }).version === 'draft' && options.previewToken) {
      search.set('token', options.previewToken);
    }
    const url = new URL(`${LOCAL_CDN_PATH}${path}`, options.baseUrl);
    url.search = search.toString();
    return options.fetch(url, { ...options.init, headers: { accept: 'application/json' } });
  };
  const failed = async (response: Response): Promise<never> => {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ContentServiceError(response.status, body.error ?? response.statusText);
  };
  const paging = (response: Response) => ({
    total: Number(response.headers.get('total') ?? 0),
    perPage: Number(response.headers.get('per-page') ?? 0),
  });

  return {
    async getStories(params: StoriesParams = {}): Promise<StoriesResult> {
      const response = await call('stories', params);
      if (!response.ok) return failed(response);
      const body = (await response.json()) as StoriesBody;
      if (params.resolve_relations)
        inlineRelations(body.stories, body.rels, params.resolve_relations);
      return { ...body, ...paging(response) };
    },
    async getStory(fullSlug: string, params: StoryParams = {}): Promise<StoryBody | null> {
      const path = `stories/${fullSlug.split('/').map(encodeURIComponent).join('/')}`;
      const response = await call(path, params);
      if (response.status === 404) return null;
      if (!response.ok) return failed(response);
      const body = (await response.json()) as StoryBody;
      if (params.resolve_relations)
        inlineRelations([body.story], body.rels, params.resolve_relations);
      return body;
    },
    async getLinks(params: LinksParams = {}): Promise<LinksBody> {
      const response = await call('links', params);
      if (!response.ok) return failed(response);
      return (await response.json()) as LinksBody;
    },
    async getDatasourceEntries(params: DatasourceEntriesParams): Promise<DatasourceEntriesResult> {
      const response = await call('datasource_entries', params);
      if (!response.ok) return failed(response);
      const body = (await response.json()) as Omit<DatasourceEntriesResult, 'total' | 'perPage'>;
      return { ...body, ...paging(response) };
    },
  };
}
