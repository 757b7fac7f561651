import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_SUGGESTIONS, type Locale } from '@maison/domain/constants';
import { highlight } from '@maison/domain/search/highlight';
import { indexTerms, mpnTerms, parseQuery, type QueryWord } from '@maison/domain/search/tokenize';
import { typeKeywords } from '@maison/domain/search/type-keywords';
import { emptyResponse, matchesFilters, normalizeParams, suggestionOf } from '../shared';
import type {
  HighlightedAttribute,
  HighlightResult,
  SearchHit,
  SearchHitType,
  SearchIndex,
  SearchParams,
  SearchRecord,
  SearchResponse,
  Suggestion,
} from '../types';

/**
 * The embedded search index (issue 16): one MiniSearch index per locale, in this process.
 * Text is cut by @maison/domain/search (stemmed Latin words; CJK words and bigrams), and the
 * query is built from the same words: every word must match (Algolia's default), the last one
 * by prefix, long Latin words with one typo, article numbers by prefix.
 */

/** `kinds` holds the locale's words for the product's kind (typeKeywords), weakly boosted. */
const FIELDS = ['name', 'pageTitle', 'name2', 'mpn', 'city', 'pageSummary', 'kinds'] as const;
type Field = (typeof FIELDS)[number];
/** Names and titles ≫ subtitle, article number, city > summary > kind words. */
const BOOST: Record<Field, number> = {
  name: 8,
  pageTitle: 8,
  name2: 3,
  mpn: 3,
  city: 3,
  pageSummary: 1,
  kinds: 0.5,
};
const HIGHLIGHTED: HighlightedAttribute[] = [
  'name',
  'name2',
  'pageTitle',
  'pageSummary',
  'mpn',
  'city',
];

interface LocaleIndex {
  mini: MiniSearch<SearchRecord>;
  records: Map<string, SearchRecord>;
}

function createLocaleIndex(locale: Locale): LocaleIndex {
  const mini = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...FIELDS],
    storeFields: [],
    extractField: (record, field) => {
      if (field === 'kinds') {
        return record.productType ? typeKeywords[locale][record.productType].join(' ') : '';
      }
      const value = record[field as keyof SearchRecord];
      return typeof value === 'string' ? value : '';
    },
    tokenize: (text, field) => (field === 'mpn' ? mpnTerms(text) : indexTerms(text, locale)),
    processTerm: (term) => term,
    // The query arrives as terms already (buildQuery): no second cut.
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: BOOST },
  });
  return { mini, records: new Map() };
}

function wordQuery(word: QueryWord): Query {
  if (word.kind === 'mpn') return { queries: [word.term], prefix: true };
  if (word.kind === 'latin') {
    return { queries: [word.term], prefix: word.prefix, fuzzy: word.fuzzy ? 1 : false };
  }
  // All covering bigrams of the run must occur, the last by prefix while typing. Records with
  // all of the segmenter's words of the run match too and, having both, score higher.
  const grams: Query = {
    combineWith: 'AND',
    queries: word.grams.map((gram, i) =>
      word.prefix && i === word.grams.length - 1 ? { queries: [gram], prefix: true } : gram,
    ),
  };
  const same =
    word.words.length === 1 && word.grams.length === 1 && word.words[0] === word.grams[0];
  if (!word.words.length || same) return grams;
  return { combineWith: 'OR', queries: [grams, { combineWith: 'AND', queries: word.words }] };
}

function buildQuery(words: QueryWord[]): Query {
  return { combineWith: 'AND', queries: words.map(wordQuery) };
}

function highlightsOf(record: SearchRecord, words: QueryWord[]): HighlightResult {
  const result: HighlightResult = {};
  for (const attribute of HIGHLIGHTED) {
    const value = record[attribute];
    if (typeof value !== 'string') continue;
    result[attribute] = highlight(value, words, record.locale, { mpn: attribute === 'mpn' });
  }
  return result;
}

function localeOf(objectID: string): string {
  return objectID.slice(objectID.lastIndexOf(':') + 1);
}

export class LocalSearchIndex implements SearchIndex {
  private indexes = new Map<Locale, LocaleIndex>();

  private indexFor(locale: Locale): LocaleIndex {
    let index = this.indexes.get(locale);
    if (!index) {
      index = createLocaleIndex(locale);
      this.indexes.set(locale, index);
    }
    return index;
  }

  /** The matching records, best first, with an exact article number always on top. */
  private matches(locale: Locale, words: QueryWord[]): SearchRecord[] {
    const index = this.indexes.get(locale);
    if (!index || !words.length) return [];
    const mpns = new Set(words.filter((w) => w.kind === 'mpn').map((w) => w.term));
    const exact = (r: SearchRecord) => (r.mpn && mpns.has(r.mpn.toLowerCase()) ? 1 : 0);
    return index.mini
      .search(buildQuery(words))
      .map((result: SearchResult) => index.records.get(String(result.id)))
      .filter((r): r is SearchRecord => r !== undefined)
      .map((record, rank) => ({ record, rank }))
      .sort((a, b) => exact(b.record) - exact(a.record) || a.rank - b.rank)
      .map(({ record }) => record);
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    const { query, page, hitsPerPage, filters } = normalizeParams(params);
    const words = parseQuery(query, params.locale);
    if (!words.length) return emptyResponse(query, page, hitsPerPage);
    // The type counts leave the type filter out, so the UI can offer the other types.
    const facetable = this.matches(params.locale, words).filter((r) =>
      matchesFilters(r, filters, { withType: false }),
    );
    const counts: Partial<Record<SearchHitType, number>> = {};
    for (const record of facetable) counts[record.type] = (counts[record.type] ?? 0) + 1;
    const matching = filters.type ? facetable.filter((r) => r.type === filters.type) : facetable;
    const hits: SearchHit[] = matching
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((record) => ({ ...record, _highlightResult: highlightsOf(record, words) }));
    return {
      hits,
      nbHits: matching.length,
      page,
      nbPages: Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Math.round(performance.now() - started),
      facets: { type: counts },
    };
  }

  async suggest(params: { query: string; locale: Locale }): Promise<Suggestion[]> {
    const { query } = normalizeParams({ query: params.query, locale: params.locale });
    return this.matches(params.locale, parseQuery(query, params.locale))
      .slice(0, SEARCH_SUGGESTIONS)
      .map(suggestionOf);
  }

  async upsert(records: SearchRecord[]): Promise<void> {
    for (const record of records) {
      const index = this.indexFor(record.locale);
      if (index.mini.has(record.objectID)) index.mini.discard(record.objectID);
      index.mini.add(record);
      index.records.set(record.objectID, record);
    }
  }

  async remove(objectIDs: string[]): Promise<void> {
    for (const id of objectIDs) {
      const index = this.indexes.get(localeOf(id) as Locale);
      if (!index?.records.has(id)) continue;
      index.mini.discard(id);
      index.records.delete(id);
    }
  }

  async replaceAll(records: SearchRecord[]): Promise<void> {
    this.indexes = new Map();
    for (const record of records) this.indexFor(record.locale).records.set(record.objectID, record);
    for (const index of this.indexes.values()) index.mini.addAll([...index.records.values()]);
  }
}

export function createLocalSearchIndex(): SearchIndex {
  return new LocalSearchIndex();
}
