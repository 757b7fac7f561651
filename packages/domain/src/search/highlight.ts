import type { Locale } from '../constants';
import { stemmerFor } from './stem';
import { foldCjk, foldLatin, textPieces } from './text';
import { mpnTerms, type QueryWord } from './tokenize';

/**
 * Algolia's `_highlightResult` entry for one attribute, built the same way for the embedded
 * index: the value HTML-escaped with `<em>` around the matches, so the UI renders both alike.
 */
export interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Whether two words are at most one edit (insert, delete, substitute) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

type Range = [start: number, end: number];

function occurrences(text: string, needle: string): Range[] {
  const found: Range[] = [];
  if (!needle) return found;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    found.push([at, at + needle.length]);
  }
  return found;
}

function latinMatches(word: QueryWord & { kind: 'latin' }, folded: string, stemmed: string) {
  return (
    stemmed === word.term ||
    (word.prefix && (stemmed.startsWith(word.term) || folded.startsWith(word.label))) ||
    (word.fuzzy && withinOneEdit(stemmed, word.term))
  );
}

/** An attribute's text, cut and folded once for all query words. */
interface Prepared {
  text: string;
  latin: { start: number; end: number; raw: string; folded: string; stemmed: string }[];
  /** The NFKC form, or null when folding changed offsets (then CJK is not highlighted). */
  cjk: string | null;
}

function prepare(text: string, locale: Locale): Prepared {
  const stem = stemmerFor(locale);
  const latin = textPieces(text)
    .filter((p) => p.kind === 'latin')
    .map((p) => {
      const folded = foldLatin(p.text);
      return { start: p.start, end: p.end, raw: p.text, folded, stemmed: stem(folded) };
    });
  const cjk = foldCjk(text);
  return { text, latin, cjk: cjk.length === text.length ? cjk : null };
}

/** The ranges of the text that a query word matches. */
function rangesOf(word: QueryWord, prepared: Prepared, isMpn: boolean): Range[] {
  const { text } = prepared;
  if (word.kind === 'mpn') {
    if (isMpn) {
      if (text.toLowerCase().startsWith(word.term)) return [[0, word.term.length]];
      return mpnTerms(text).some((t) => t.startsWith(word.term)) ? [[0, text.length]] : [];
    }
    return prepared.latin
      .filter((p) => p.raw.startsWith(word.term))
      .map((p): Range => [p.start, p.end]);
  }
  if (isMpn) return [];
  if (word.kind === 'cjk') {
    const folded = prepared.cjk;
    if (folded === null) return [];
    const whole = occurrences(folded, word.label);
    return whole.length ? whole : word.grams.flatMap((gram) => occurrences(folded, gram));
  }
  return prepared.latin
    .filter((p) => latinMatches(word, p.folded, p.stemmed))
    .map((p): Range => [p.start, p.end]);
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * The highlight of one attribute for a parsed query. `mpn` marks the article-number attribute,
 * which matches whole article numbers and their prefixes only.
 */
export function highlight(
  text: string,
  query: QueryWord[],
  locale: Locale,
  options: { mpn?: boolean } = {},
): Highlight {
  const ranges: Range[] = [];
  const matchedWords: string[] = [];
  const prepared = prepare(text, locale);
  for (const word of query) {
    const found = rangesOf(word, prepared, options.mpn ?? false);
    if (!found.length) continue;
    ranges.push(...found);
    if (!matchedWords.includes(word.label)) matchedWords.push(word.label);
  }
  let value = '';
  let at = 0;
  for (const [start, end] of merge(ranges)) {
    value += `${escapeHtml(text.slice(at, start))}<em>${escapeHtml(text.slice(start, end))}</em>`;
    at = end;
  }
  value += escapeHtml(text.slice(at));
  const labels = new Set(query.map((w) => w.label));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === labels.size ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}
