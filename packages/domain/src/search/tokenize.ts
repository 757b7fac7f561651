import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPO_MIN_LENGTH, type Locale } from '../constants';
import { stemmerFor } from './stem';
import { bigrams, coveringBigrams, foldCjk, foldLatin, isCjk, textPieces } from './text';

/**
 * How the site search cuts text into index terms and a query into words (issue 16). Latin
 * words are folded and stemmed; CJK runs give their words (Intl.Segmenter) and their character
 * bigrams, so 「リング」 is found inside 「エンゲージリング」 whatever the segmenter makes of it.
 */

const CJK_LOCALES = new Set<Locale>(['ja', 'ko', 'zh-hans']);
const segmenters = new Map<string, Intl.Segmenter>();

/** The segmenter's language for a run: the page's if it writes CJK, else guessed from the script. */
function segmenterLocale(run: string, locale: Locale): string {
  if (CJK_LOCALES.has(locale)) return locale === 'zh-hans' ? 'zh-Hans' : locale;
  if (/\p{sc=Hangul}/u.test(run)) return 'ko';
  if (/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(run)) return 'ja';
  return 'zh-Hans';
}

function segmenter(language: string): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/**
 * Segmenting is most of an index build's time, and texts repeat their runs (product families
 * share summaries): segmentations are remembered, up to SEGMENT_CACHE_MAX runs.
 */
const SEGMENT_CACHE_MAX = 20_000;
const segmented = new Map<string, readonly string[]>();

/** The words Intl.Segmenter finds in a CJK run (only those made of CJK characters). */
export function segmentWords(run: string, locale: Locale): string[] {
  const language = segmenterLocale(run, locale);
  const key = `${language}\u0000${run}`;
  const known = segmented.get(key);
  if (known) return [...known];
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter(language).segment(run)) {
    if (isWordLike && isCjk(segment)) words.push(segment);
  }
  if (segmented.size >= SEGMENT_CACHE_MAX) segmented.clear();
  segmented.set(key, words);
  return [...words];
}

/**
 * German writes its materials and kinds as the last part of a compound (Gelbgold, Trauring,
 * Goldarmband): a compound is also indexed under these heads (stemmed and folded), so "gold"
 * finds "Gelbgold". A short list of the catalogue's words, not a general decompounder.
 */
const GERMAN_COMPOUND_HEADS = [
  'gold',
  'ring',
  'armband',
  'kette',
  'collier',
  'emaille',
  'brillant',
  'diamant',
  'stecker',
  'creole',
  'anhang',
];

function compoundHeads(term: string): string[] {
  return GERMAN_COMPOUND_HEADS.filter((head) => term.length > head.length && term.endsWith(head));
}

/** The index terms of a text in a locale: stemmed Latin words, CJK words and bigrams. */
export function indexTerms(text: string, locale: Locale): string[] {
  const stem = stemmerFor(locale);
  const terms: string[] = [];
  for (const piece of textPieces(text)) {
    if (piece.kind === 'latin') {
      const term = stem(foldLatin(piece.text));
      terms.push(term);
      if (locale === 'de') terms.push(...compoundHeads(term));
    } else {
      const run = foldCjk(piece.text);
      terms.push(...segmentWords(run, locale), ...bigrams(run));
    }
  }
  return terms;
}

/** Article numbers as typed: `10-1021`, a prefix of it (`10-10`), or its digits (`1021`). */
const MPN_QUERY = /^(?:\d{2}-\d{0,4}|\d{3,6})$/;

/** The index terms of an article number `NN-HHHH`: itself, its head and its digits. */
export function mpnTerms(mpn: string): string[] {
  const value = mpn.trim().toLowerCase();
  if (!value) return [];
  const [prefix, head] = value.split('-');
  return head ? [value, head, `${prefix}${head}`] : [value];
}

export type QueryWord =
  | {
      kind: 'latin';
      /** The word as matchedWords reports it: folded, not stemmed. */
      label: string;
      term: string;
      prefix: boolean;
      /** One typo allowed (words of SEARCH_TYPO_MIN_LENGTH letters or more). */
      fuzzy: boolean;
    }
  | {
      kind: 'cjk';
      label: string;
      /** The segmenter's words of the run (boost when the text has the same word). */
      words: string[];
      /** All of these must occur: the run, approximated by bigrams that cover it. */
      grams: string[];
      prefix: boolean;
    }
  | { kind: 'mpn'; label: string; term: string };

/** Cuts an over-long query instead of refusing it (SEARCH_QUERY_MAX_LENGTH). */
export function clampQuery(query: string): string {
  return [...query].slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
}

/**
 * A query as words: whitespace-separated chunks, article numbers kept whole, the rest cut like
 * the text. The last word matches by prefix (the visitor may still be typing).
 */
export function parseQuery(query: string, locale: Locale): QueryWord[] {
  const stem = stemmerFor(locale);
  const words: QueryWord[] = [];
  for (const chunk of clampQuery(query).split(/\s+/)) {
    if (!chunk) continue;
    if (MPN_QUERY.test(chunk)) {
      words.push({ kind: 'mpn', label: chunk, term: chunk });
      continue;
    }
    for (const piece of textPieces(chunk)) {
      if (piece.kind === 'latin') {
        const label = foldLatin(piece.text);
        words.push({
          kind: 'latin',
          label,
          term: stem(label),
          prefix: false,
          fuzzy: [...label].length >= SEARCH_TYPO_MIN_LENGTH && /^\p{L}+$/u.test(label),
        });
      } else {
        const run = foldCjk(piece.text);
        words.push({
          kind: 'cjk',
          label: run,
          words: segmentWords(run, locale),
          grams: coveringBigrams(run),
          prefix: false,
        });
      }
    }
  }
  const last = words.at(-1);
  if (last && last.kind !== 'mpn') last.prefix = true;
  return words;
}
