import { describe, expect, it } from 'vitest';
import { bigrams, coveringBigrams, foldCjk, foldLatin, isCjk, textPieces } from './text';

describe('foldLatin', () => {
  it('lower-cases and drops diacritics', () => {
    expect(foldLatin('Armbänder')).toBe('armbander');
    expect(foldLatin('Zürich')).toBe('zurich');
    expect(foldLatin('Crème Brûlée')).toBe('creme brulee');
  });

  it('spells out ß and ligatures', () => {
    expect(foldLatin('Straße')).toBe('strasse');
    expect(foldLatin('Œuvre')).toBe('oeuvre');
    expect(foldLatin('Ørsted')).toBe('orsted');
  });

  it('unifies full-width letters', () => {
    expect(foldLatin('ＲＩＮＧ')).toBe('ring');
  });
});

describe('foldCjk', () => {
  it('widens half-width katakana and keeps Hangul whole', () => {
    expect(foldCjk('ﾘﾝｸﾞ')).toBe('リング');
    expect(foldCjk('반지')).toBe('반지');
  });
});

describe('textPieces', () => {
  it('splits Latin words and CJK runs with their offsets', () => {
    expect(textPieces('Ring 戒指, Flora-10')).toEqual([
      { kind: 'latin', text: 'Ring', start: 0, end: 4 },
      { kind: 'cjk', text: '戒指', start: 5, end: 7 },
      { kind: 'latin', text: 'Flora', start: 9, end: 14 },
      { kind: 'latin', text: '10', start: 15, end: 17 },
    ]);
  });

  it('separates a CJK run from Latin letters next to it', () => {
    expect(textPieces('白金Power手链').map((p) => [p.kind, p.text])).toEqual([
      ['cjk', '白金'],
      ['latin', 'Power'],
      ['cjk', '手链'],
    ]);
  });

  it('keeps the katakana long vowel mark inside the run', () => {
    expect(textPieces('イエローゴールド').map((p) => p.text)).toEqual(['イエローゴールド']);
    expect(isCjk('ゴールド')).toBe(true);
    expect(isCjk('Gold')).toBe(false);
  });
});

describe('bigrams', () => {
  it('overlaps two characters at a time', () => {
    expect(bigrams('リング')).toEqual(['リン', 'ング']);
    expect(bigrams('반지')).toEqual(['반지']);
    expect(bigrams('链')).toEqual(['链']);
  });
});

describe('coveringBigrams', () => {
  it('covers the run with as few bigrams as it takes', () => {
    expect(coveringBigrams('ダイヤモンド')).toEqual(['ダイ', 'ヤモ', 'ンド']);
    expect(coveringBigrams('エナメル')).toEqual(['エナ', 'メル']);
    expect(coveringBigrams('リング')).toEqual(['リン', 'ング']);
    expect(coveringBigrams('ゴールド')).toEqual(['ゴー', 'ルド']);
    expect(coveringBigrams('ネックレス')).toEqual(['ネッ', 'クレ', 'レス']);
    expect(coveringBigrams('반지')).toEqual(['반지']);
  });
});
