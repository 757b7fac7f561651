import { ENGRAVING_TEXT_MAX_LENGTH } from '../constants';
import { ENGRAVING_SYMBOLS, glyphChar, symbolOfGlyph } from './lookups';

/**
 * The special-character transform of engraving texts (001 §5: "rendered with a special-character
 * transform", details not shown; ours, docs/decisions/0013-trade-shop.md). The form shows the
 * transformed text as the preview of what will be engraved, and the same function runs on the
 * server before the text is stored, so both agree:
 *
 * 1. Unicode NFC (a + combining ¨ → ä).
 * 2. Typographic characters become engraver-safe ones: quotes “ ” „ « » → ", ‘ ’ ‚ ‹ › ′ ´ ` → ',
 *    dashes ‐ ‑ ‒ – — ― − → -, … → ..., full-width ASCII → ASCII.
 * 3. Symbol characters (♥ ∞ ★ ☘ …) become the engraving font's glyph (ENGRAVING_SYMBOLS).
 * 4. Every run of white space (also no-break and line breaks) becomes one space; trimmed.
 * 5. What the engraver cannot cut is dropped: allowed are Latin letters with their accents
 *    (Latin-1 and Latin Extended-A), digits, the space, . , ; : ! ? ' " - + & / ( ) @ # * and
 *    the symbol glyphs.
 * 6. At most ENGRAVING_TEXT_MAX_LENGTH characters (a symbol counts one).
 *
 * The transform is idempotent, and its result holds only allowed characters.
 */

const REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ...[...'“”„‟«»〝〞'].map((c) => [c, '"'] as const),
  ...[...'‘’‚‛‹›′´`'].map((c) => [c, "'"] as const),
  ['″', '"'],
  ...[...'‐‑‒–—―−'].map((c) => [c, '-'] as const),
  ['…', '...'],
  ['ẞ', 'SS'],
]);

const SYMBOL_OF_ALIAS: ReadonlyMap<string, string> = new Map(
  ENGRAVING_SYMBOLS.flatMap((s) => s.aliases.map((alias) => [alias, glyphChar(s)] as const)),
);

const PUNCTUATION = new Set([...` .,;:!?'"-+&/()@#*`]);
const GLYPHS: ReadonlySet<string> = new Set(ENGRAVING_SYMBOLS.map(glyphChar));

/** Whether the engraver can cut a character (step 5). */
export function isEngravableChar(char: string): boolean {
  if (/^[A-Za-z0-9]$/.test(char) || PUNCTUATION.has(char)) return true;
  const cp = char.codePointAt(0)!;
  // Latin-1 letters (without × and ÷) and Latin Extended-A.
  if (cp >= 0xc0 && cp <= 0x17f && cp !== 0xd7 && cp !== 0xf7) return true;
  return GLYPHS.has(char);
}

export interface EngravingTransformOptions {
  /** Default ENGRAVING_TEXT_MAX_LENGTH; Infinity to measure the untruncated result. */
  maxLength?: number;
}

/** The engraver-safe form of a text (see above). */
export function transformEngravingText(
  text: string,
  options: EngravingTransformOptions = {},
): string {
  const maxLength = options.maxLength ?? ENGRAVING_TEXT_MAX_LENGTH;
  let out = '';
  // Variation selectors only choose emoji or text style (❤️ is ❤).
  for (const char of text.normalize('NFC').replace(/[\uFE0E\uFE0F]/g, '')) {
    const code = char.codePointAt(0)!;
    let mapped = SYMBOL_OF_ALIAS.get(char) ?? REPLACEMENTS.get(char);
    if (mapped === undefined && code >= 0xff01 && code <= 0xff5e)
      mapped = String.fromCodePoint(code - 0xfee0);
    if (mapped === undefined && /\s/u.test(char)) mapped = ' ';
    for (const c of mapped ?? char) if (isEngravableChar(c)) out += c;
  }
  const collapsed = out.replace(/ {2,}/g, ' ').trim();
  const chars = [...collapsed];
  return chars.length <= maxLength ? collapsed : chars.slice(0, maxLength).join('').trimEnd();
}

/** The number of engraved characters of a transformed text (a symbol counts one). */
export function engravingLength(transformed: string): number {
  return [...transformed].length;
}

/** Whether the transform would cut a text to fit ENGRAVING_TEXT_MAX_LENGTH. */
export function isEngravingTooLong(text: string): boolean {
  return (
    engravingLength(transformEngravingText(text, { maxLength: Infinity })) >
    ENGRAVING_TEXT_MAX_LENGTH
  );
}

/** The transformed text for display: symbol glyphs as their first Unicode alias (or [key]). */
export function engravingPreview(transformed: string): string {
  return [...transformed]
    .map((char) => {
      const symbol = symbolOfGlyph(char);
      if (!symbol) return char;
      return symbol.aliases[0] ?? `[${symbol.key}]`;
    })
    .join('');
}

/** The `engravingImage` value of an engraving symbol. */
export function symbolImageValue(key: string): string {
  return `symbol:${key}`;
}

/** The symbol key of an `engravingImage` value, or null for an uploaded image. */
export function symbolKeyOfImage(value: string | null | undefined): string | null {
  if (!value?.startsWith('symbol:')) return null;
  const key = value.slice('symbol:'.length);
  return ENGRAVING_SYMBOLS.some((s) => s.key === key) ? key : null;
}
