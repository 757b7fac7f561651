import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGRAVING_TEXT_MAX_LENGTH } from '../constants';
import {
  engravingLength,
  engravingPreview,
  isEngravableChar,
  isEngravingTooLong,
  symbolImageValue,
  symbolKeyOfImage,
  transformEngravingText,
} from './engraving';
import { ENGRAVING_SYMBOLS, engravingSymbol, glyphChar } from './lookups';

const heart = glyphChar(engravingSymbol('heart')!);
const infinity = glyphChar(engravingSymbol('infinity')!);

describe('engraving special-character transform (001 §5, docs/decisions/0013)', () => {
  it('maps typographic characters to engraver-safe ones', () => {
    expect(transformEngravingText('„Für immer“ – Anna & Ben…')).toBe('"Für immer" - Anna & Ben...');
    expect(transformEngravingText('It’s ‘us’ — 12.05.2027')).toBe("It's 'us' - 12.05.2027");
    expect(transformEngravingText('ＡＢＣ１２３')).toBe('ABC123');
    expect(transformEngravingText('GROẞ')).toBe('GROSS');
  });

  it('composes accents and keeps Latin letters', () => {
    expect(transformEngravingText('Zoe\u0308 & Ame\u0301lie')).toBe('Zoë & Amélie');
    expect(transformEngravingText('Łódź Ærø Straße')).toBe('Łódź Ærø Straße');
  });

  it('turns symbol characters into the engraving font glyphs', () => {
    expect(transformEngravingText('A ♥ B')).toBe(`A ${heart} B`);
    expect(transformEngravingText('A ❤️ B ∞')).toBe(`A ${heart} B ${infinity}`);
    expect(engravingPreview(transformEngravingText('A ❤ B'))).toBe('A ♥ B');
    expect(engravingPreview(glyphChar(engravingSymbol('horseshoe')!))).toBe('[horseshoe]');
    expect(ENGRAVING_SYMBOLS).toHaveLength(17);
    expect(new Set(ENGRAVING_SYMBOLS.map((s) => s.glyph)).size).toBe(17);
  });

  it('collapses white space and drops what cannot be engraved', () => {
    expect(transformEngravingText('  Anna\u00a0\u00a0\n Ben\t ')).toBe('Anna Ben');
    expect(transformEngravingText('愛 Anna 😀 <b>')).toBe('Anna b');
    expect(transformEngravingText('😀')).toBe('');
  });

  it('cuts at the maximum length, a symbol counting one', () => {
    const long = 'x'.repeat(40);
    expect(transformEngravingText(long)).toBe('x'.repeat(ENGRAVING_TEXT_MAX_LENGTH));
    expect(isEngravingTooLong(long)).toBe(true);
    expect(isEngravingTooLong('♥'.repeat(ENGRAVING_TEXT_MAX_LENGTH))).toBe(false);
    expect(engravingLength(transformEngravingText('♥♥'))).toBe(2);
    expect(transformEngravingText(`${'a'.repeat(29)} b`)).toBe('a'.repeat(29));
  });

  it('is idempotent, bounded and yields only engravable characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string()),
        (text) => {
          const once = transformEngravingText(text);
          expect(transformEngravingText(once)).toBe(once);
          expect(engravingLength(once)).toBeLessThanOrEqual(ENGRAVING_TEXT_MAX_LENGTH);
          expect([...once].every(isEngravableChar)).toBe(true);
          expect(once).toBe(once.trim());
          expect(once).not.toMatch(/ {2}/);
        },
      ),
    );
    // A hundred strings of up to four code units per grapheme: seconds on a busy CI machine.
  }, 30_000);

  it('names symbols as engraving images', () => {
    expect(symbolImageValue('rose')).toBe('symbol:rose');
    expect(symbolKeyOfImage('symbol:rose')).toBe('rose');
    expect(symbolKeyOfImage('symbol:dragon')).toBeNull();
    expect(symbolKeyOfImage('/uploads/engraving/abc.png')).toBeNull();
    expect(symbolKeyOfImage(null)).toBeNull();
  });
});
