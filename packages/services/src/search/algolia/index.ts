import {
  algoliasearch,
  type Algoliasearch,
  type IndexSettings,
  type SupportedLanguage,
} from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { LOCALES, SEARCH_SUGGESTIONS, type Locale } from '@maison/domain/constants';
import { escapeHtml } from '@maison/domain/search/highlight';
import { typeKeywords } from '@maison/domain/search/type-keywords';
import { emptyResponse, normalizeParams, suggestionOf } from '../shared';
import type {
  HighlightedAttribute,
  HighlightResult,
  SearchFilters,
  SearchHit,
  SearchIndex,
  SearchParams,
  SearchRecord,
  SearchResponse,
  Suggestion,
} from '../types';

/**
 * The search port on Algolia (issue 16): an index per locale, `${prefix}maison_${locale}`.
 * Queries go through the lite client with the search-only key; writes (the indexer) through
 * the full client with the admin key. Both answer the same shapes as the embedded index.
 */
/** A v5 client's transport: tests pass one that records requests and answers from fixtures. */
export type AlgoliaRequester = NonNullable<
  NonNullable<Parameters<typeof liteClient>[2]>['requester']
>;

export interface AlgoliaSearchOptions {
  appId: string;
  searchKey: string;
  /** Needed for upsert, remove and replaceAll (the indexer). */
  adminKey?: string;
  indexPrefix?: string;
  /** Tests answer from recorded shapes instead of the network. */
  requester?: AlgoliaRequester;
}

export const HIGHLIGHTED: HighlightedAttribute[] = [
  'name',
  'name2',
  'pageTitle',
  'pageSummary',
  'mpn',
  'city',
];

/**
 * Algolia does not escape the text around its highlight tags, so we ask for markers that
 * cannot occur in content, escape the value, then turn the markers into `<em>`, as
 * InstantSearch does.
 */
export const HIGHLIGHT_PRE = '__maison_hl__';
export const HIGHLIGHT_POST = '__/maison_hl__';

/** The index settings: ranking by attribute as the embedded index boosts, facets for filters. */
export function indexSettings(locale: Locale): IndexSettings {
  const language: SupportedLanguage = locale === 'zh-hans' ? 'zh' : locale;
  return {
    searchableAttributes: [
      'name,pageTitle',
      'unordered(name2),mpn,unordered(city)',
      'unordered(pageSummary)',
      'unordered(kinds)',
    ],
    attributesForFaceting: [
      'type',
      'filterOnly(metalColor)',
      'filterOnly(isLimited)',
      'filterOnly(productType)',
    ],
    unretrievableAttributes: ['kinds'],
    indexLanguages: [language],
    queryLanguages: [language],
    ignorePlurals: true,
    minWordSizefor1Typo: 5,
    disableTypoToleranceOnAttributes: ['mpn'],
  };
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** SearchFilters as Algolia's `filters` string. */
function filterString(filters: SearchFilters, { withType = true } = {}): string {
  const parts: string[] = [];
  if (withType && filters.type) parts.push(`type:${quote(filters.type)}`);
  if (filters.metalColor) parts.push(`metalColor:${quote(filters.metalColor)}`);
  if (filters.isLimited !== undefined) parts.push(`isLimited:${String(filters.isLimited)}`);
  if (filters.productType) parts.push(`productType:${quote(filters.productType)}`);
  return parts.join(' AND ');
}

interface AlgoliaHighlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

function highlightOf(raw: AlgoliaHighlight): AlgoliaHighlight {
  const value = escapeHtml(raw.value)
    .replaceAll(escapeHtml(HIGHLIGHT_PRE), '<em>')
    .replaceAll(escapeHtml(HIGHLIGHT_POST), '</em>');
  return { value, matchLevel: raw.matchLevel, matchedWords: raw.matchedWords };
}

const RECORD_KEYS = [
  'objectID',
  'uuid',
  'locale',
  'type',
  'full_slug',
  'name',
  'name2',
  'pageTitle',
  'pageSummary',
  'image_set',
  'image',
  'image_main',
  'mpn',
  'city',
  'country',
  'metalColor',
  'isLimited',
  'productType',
] as const;

/** An Algolia hit as our SearchHit: the record's fields, our highlight form, nothing else. */
function hitOf(raw: Record<string, unknown>): SearchHit {
  const record: Record<string, unknown> = {};
  for (const key of RECORD_KEYS) if (raw[key] !== undefined) record[key] = raw[key];
  const highlights = (raw._highlightResult ?? {}) as Record<string, AlgoliaHighlight>;
  const _highlightResult: HighlightResult = {};
  for (const attribute of HIGHLIGHTED) {
    const found = highlights[attribute];
    if (found && typeof found.value === 'string') _highlightResult[attribute] = highlightOf(found);
  }
  return { ...(record as unknown as SearchRecord), _highlightResult };
}

/** What we store in Algolia: the record plus the locale's words for its kind. */
function wireRecord(record: SearchRecord) {
  const kinds = record.productType ? typeKeywords[record.locale][record.productType] : [];
  return { ...record, kinds: [...kinds] };
}

interface SearchResult {
  hits: Record<string, unknown>[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  query: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}

export function createAlgoliaSearchIndex(options: AlgoliaSearchOptions): SearchIndex {
  const clientOptions = options.requester ? { requester: options.requester } : undefined;
  const lite: LiteClient = liteClient(options.appId, options.searchKey, clientOptions);
  let admin: Algoliasearch | undefined;
  const writer = (): Algoliasearch => {
    if (!options.adminKey) throw new Error('Writing to Algolia needs ALGOLIA_ADMIN_KEY');
    admin ??= algoliasearch(options.appId, options.adminKey, clientOptions);
    return admin;
  };
  const indexName = (locale: string) => `${options.indexPrefix ?? ''}maison_${locale}`;
  const byLocale = <T>(items: T[], localeOf: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const locale = localeOf(item);
      groups.set(locale, [...(groups.get(locale) ?? []), item]);
    }
    return groups;
  };

  return {
    async search(params: SearchParams): Promise<SearchResponse> {
      const { query, page, hitsPerPage, filters } = normalizeParams(params);
      if (!query) return emptyResponse(query, page, hitsPerPage);
      const base = { indexName: indexName(params.locale), query };
      const withFilters = (value: string) => (value ? { filters: value } : {});
      const requests = [
        {
          ...base,
          page,
          hitsPerPage,
          ...withFilters(filterString(filters)),
          facets: ['type'],
          attributesToHighlight: HIGHLIGHTED,
          highlightPreTag: HIGHLIGHT_PRE,
          highlightPostTag: HIGHLIGHT_POST,
        },
      ];
      // The type counts leave the type filter out: a second, hit-less query when it is set.
      if (filters.type) {
        requests.push({
          ...base,
          page: 0,
          hitsPerPage: 0,
          ...withFilters(filterString(filters, { withType: false })),
          facets: ['type'],
          attributesToHighlight: [],
          highlightPreTag: HIGHLIGHT_PRE,
          highlightPostTag: HIGHLIGHT_POST,
        });
      }
      const { results } = await lite.search({ requests });
      const [main, facets = main] = results as unknown as SearchResult[];
      if (!main) throw new Error('Algolia answered no result');
      return {
        hits: main.hits.map(hitOf),
        nbHits: main.nbHits ?? 0,
        page: main.page ?? page,
        nbPages: main.nbPages ?? 0,
        hitsPerPage: main.hitsPerPage ?? hitsPerPage,
        query,
        processingTimeMS: main.processingTimeMS,
        facets: { type: facets?.facets?.type ?? {} },
      };
    },

    async suggest(params: { query: string; locale: Locale }): Promise<Suggestion[]> {
      const { query } = normalizeParams({ query: params.query, locale: params.locale });
      if (!query) return [];
      const { results } = await lite.search({
        requests: [
          {
            indexName: indexName(params.locale),
            query,
            hitsPerPage: SEARCH_SUGGESTIONS,
            attributesToRetrieve: ['name', 'pageTitle', 'full_slug', 'type'],
            attributesToHighlight: [],
          },
        ],
      });
      const [result] = results as unknown as SearchResult[];
      return (result?.hits ?? [])
        .slice(0, SEARCH_SUGGESTIONS)
        .map((hit) => suggestionOf(hit as unknown as SearchRecord));
    },

    async upsert(records: SearchRecord[]): Promise<void> {
      for (const [locale, list] of byLocale(records, (r) => r.locale)) {
        await writer().saveObjects({ indexName: indexName(locale), objects: list.map(wireRecord) });
      }
    },

    async remove(objectIDs: string[]): Promise<void> {
      const groups = byLocale(objectIDs, (id) => id.slice(id.lastIndexOf(':') + 1));
      for (const [locale, ids] of groups) {
        await writer().deleteObjects({ indexName: indexName(locale), objectIDs: ids });
      }
    },

    async replaceAll(records: SearchRecord[]): Promise<void> {
      const groups = byLocale(records, (r) => r.locale);
      for (const locale of LOCALES) {
        const name = indexName(locale);
        const client = writer();
        const { taskID } = await client.setSettings({
          indexName: name,
          indexSettings: indexSettings(locale),
        });
        await client.waitForTask({ indexName: name, taskID });
        await client.replaceAllObjects({
          indexName: name,
          objects: (groups.get(locale) ?? []).map(wireRecord),
        });
      }
    },
  };
}
