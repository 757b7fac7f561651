import { describe, expect, it } from 'vitest';
import { LOCALES, SEARCH_PRODUCT_TYPES } from '../constants';
import { typeKeywords } from './type-keywords';

describe('typeKeywords', () => {
  it('names every product type in every locale', () => {
    for (const locale of LOCALES) {
      for (const type of SEARCH_PRODUCT_TYPES) {
        expect(typeKeywords[locale][type].length, `${locale} ${type}`).toBeGreaterThan(0);
      }
    }
  });

  it('holds the words visitors type where the texts use another', () => {
    expect(typeKeywords.ko.ring).toContain('반지');
    expect(typeKeywords.ja.ring).toEqual(expect.arrayContaining(['リング', '指輪']));
    expect(typeKeywords['zh-hans'].ring).toContain('戒指');
    expect(typeKeywords.de.bracelet).toEqual(expect.arrayContaining(['Armband', 'Armbänder']));
    expect(typeKeywords.en.bracelet).toContain('bracelet');
  });
});
