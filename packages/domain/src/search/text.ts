/**
 * Text pieces for the site search (issue 16): Latin words and runs of CJK characters, found
 * with their offsets so that the index and the highlighter cut text the same way.
 */

/** Characters of the scripts that do not separate words by spaces (ja, ko, zh-hans). */
const CJK_CLASS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}ー々〆';
const PIECE = new RegExp(`([${CJK_CLASS}]+)|((?:(?![${CJK_CLASS}])[\\p{L}\\p{N}\\p{M}])+)`, 'gu');
const CJK_ONLY = new RegExp(`^[${CJK_CLASS}]+$`, 'u');

export type PieceKind = 'latin' | 'cjk';

export interface TextPiece {
  kind: PieceKind;
  /** The piece as written (offsets point into the original text). */
  text: string;
  start: number;
  end: number;
}

export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const match of text.matchAll(PIECE)) {
    const start = match.index;
    pieces.push({
      kind: match[1] ? 'cjk' : 'latin',
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  return pieces;
}

export function isCjk(text: string): boolean {
  return CJK_ONLY.test(text);
}

const ASCII = /^[\x20-\x7e]*$/;
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A Latin word as the index keeps it: compatibility forms unified (full-width letters),
 * lower-case, diacritics dropped (ä → a, é → e) and ß → ss. Only for Latin pieces: decomposing
 * Hangul or kana would break them apart.
 */
export function foldLatin(word: string): string {
  // Most words are plain ASCII, which only needs lower-casing (a search-time hot path).
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** A CJK run with compatibility forms unified (half-width katakana → full width). */
export function foldCjk(run: string): string {
  return run.normalize('NFKC');
}

/** Overlapping two-character pieces of a CJK run; the run itself when it has one character. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/**
 * Bigrams that cover a run without overlapping (the last one overlaps for odd lengths): a
 * query needs all of them, and half the lookups of every bigram find the same records.
 */
export function coveringBigrams(run: string): string[] {
  const grams = bigrams(run);
  if (grams.length < 3) return grams;
  const cover = grams.filter((_, i) => i % 2 === 0);
  const last = grams.at(-1);
  if (last !== undefined && cover.at(-1) !== last) cover.push(last);
  return cover;
}
