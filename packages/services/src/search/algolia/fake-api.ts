import { gunzipSync } from 'node:zlib';
import type { Locale } from '@maison/domain/constants';
import { LocalSearchIndex } from '../local';
import type { SearchFilters, SearchHit, SearchRecord } from '../types';
import type { AlgoliaRequester } from '.';

/** One request as the adapter sent it: what the tests assert. */
export interface RecordedCall {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: unknown;
}

type Answer = (call: RecordedCall) => { status?: number; body: unknown };

/** A v5 `requester` that records each request and answers with `answer`. */
export function recordingRequester(answer: Answer): {
  requester: AlgoliaRequester;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const requester: AlgoliaRequester = {
    async send(request) {
      const data =
        request.data instanceof Uint8Array ? gunzipSync(request.data).toString() : request.data;
      const call: RecordedCall = {
        method: request.method,
        path: decodeURIComponent(new URL(request.url).pathname),
        apiKey: request.headers['x-algolia-api-key'],
        body: data ? JSON.parse(data) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return { status, content: JSON.stringify(body), isTimedOut: false };
    },
  };
  return { requester, calls };
}

interface QueryRequest {
  indexName: string;
  query: string;
  page?: number;
  hitsPerPage?: number;
  filters?: string;
  facets?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

/** Our `filters` strings (filterString) back to SearchFilters. */
function parseFilters(filters: string | undefined): SearchFilters {
  const parsed: Record<string, unknown> = {};
  for (const part of (filters ?? '').split(' AND ').filter(Boolean)) {
    const [key = '', raw = ''] = part.split(':');
    parsed[key] = raw === 'true' ? true : raw === 'false' ? false : JSON.parse(raw);
  }
  return parsed as SearchFilters;
}

const unescape = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Our highlight back to Algolia's raw form: the requested tags, the text unescaped. */
function rawHit(hit: SearchHit, request: QueryRequest): Record<string, unknown> {
  const { _highlightResult, ...record } = hit;
  const retrieve = request.attributesToRetrieve;
  const fields = retrieve
    ? Object.fromEntries(
        Object.entries(record).filter(([k]) => k === 'objectID' || retrieve.includes(k)),
      )
    : record;
  const highlighted = request.attributesToHighlight;
  if (highlighted && !highlighted.length) return fields;
  const raw: Record<string, unknown> = {};
  for (const [attribute, h] of Object.entries(_highlightResult)) {
    if (highlighted && !highlighted.includes(attribute)) continue;
    const value = unescape(
      h.value
        .replaceAll('<em>', request.highlightPreTag ?? '<em>')
        .replaceAll('</em>', request.highlightPostTag ?? '</em>'),
    );
    raw[attribute] = { ...h, value };
  }
  return { ...fields, _highlightResult: raw };
}

/**
 * The subset of Algolia's REST API the adapter uses, over the embedded index: the simplest
 * honest stand-in that ranks, filters and counts, so that both implementations can run one
 * contract suite. Indexes live in memory by name; `${prefix}maison_${locale}` are searched.
 */
export function fakeAlgoliaApi(prefix: string): {
  requester: AlgoliaRequester;
  calls: RecordedCall[];
} {
  const indexes = new Map<string, Map<string, SearchRecord>>();
  let searchable: LocalSearchIndex | null = null;
  let taskID = 1;
  const store = (name: string) => {
    let found = indexes.get(name);
    if (!found) {
      found = new Map();
      indexes.set(name, found);
    }
    searchable = null;
    return found;
  };
  const search = async () => {
    if (!searchable) {
      searchable = new LocalSearchIndex();
      const main = [...indexes].filter(
        ([name]) => name.match(/^(.*)maison_[a-z-]+$/)?.[1] === prefix,
      );
      await searchable.replaceAll(main.flatMap(([, records]) => [...records.values()]));
    }
    return searchable;
  };

  async function query(request: QueryRequest) {
    const locale = request.indexName.slice(`${prefix}maison_`.length) as Locale;
    const hitsPerPage = request.hitsPerPage ?? 20;
    const response = await (
      await search()
    ).search({
      query: request.query,
      locale,
      page: request.page ?? 0,
      hitsPerPage: Math.max(hitsPerPage, 1),
      filters: parseFilters(request.filters),
    });
    return {
      hits: hitsPerPage ? response.hits.map((hit) => rawHit(hit, request)) : [],
      nbHits: response.nbHits,
      page: response.page,
      nbPages: hitsPerPage ? response.nbPages : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      query: response.query,
      params: '',
      processingTimeMS: response.processingTimeMS,
      ...(request.facets?.includes('type') ? { facets: { type: response.facets.type } } : {}),
    };
  }

  const { requester, calls } = recordingRequester((call) => {
    const task = { taskID: taskID++, updatedAt: new Date(0).toISOString() };
    const [, version, kind, name = '', action, id] = call.path.split('/');
    if (version !== '1' || kind !== 'indexes') return { status: 404, body: { message: 'no' } };
    if (call.method === 'GET' && action === 'task' && id) return { body: { status: 'published' } };
    if (call.method === 'PUT' && action === 'settings') return { body: task };
    if (call.method === 'DELETE' && !action) {
      indexes.delete(name);
      searchable = null;
      return { body: { taskID: task.taskID, deletedAt: task.updatedAt } };
    }
    if (call.method === 'POST' && action === 'batch') {
      const records = store(name);
      const { requests } = call.body as {
        requests: { action: string; body: SearchRecord & { kinds?: string[] } }[];
      };
      for (const { action: op, body } of requests) {
        if (op === 'deleteObject') records.delete(body.objectID);
        else {
          const { kinds: _kinds, ...record } = body;
          records.set(record.objectID, record);
        }
      }
      return { body: { taskID: task.taskID, objectIDs: requests.map((r) => r.body.objectID) } };
    }
    if (call.method === 'POST' && action === 'operation') {
      const { operation, destination } = call.body as { operation: string; destination: string };
      // A copy with a scope copies settings only; we keep none, so only a move moves records.
      if (operation === 'move') {
        indexes.set(destination, store(name));
        indexes.delete(name);
      }
      return { body: task };
    }
    return { status: 404, body: { message: `${call.method} ${call.path} is not faked` } };
  });

  // Queries are answered asynchronously (the embedded index); the rest synchronously above.
  const send: AlgoliaRequester['send'] = async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path !== '/1/indexes/*/queries') return requester.send(request);
    const body = JSON.parse(String(request.data)) as { requests: QueryRequest[] };
    calls.push({
      method: request.method,
      path,
      apiKey: request.headers['x-algolia-api-key'],
      body,
    });
    const results = await Promise.all(body.requests.map(query));
    return { status: 200, content: JSON.stringify({ results }), isTimedOut: false };
  };
  return { requester: { send }, calls };
}
