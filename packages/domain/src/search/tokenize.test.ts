import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { clampQuery, indexTerms, mpnTerms, parseQuery, segmentWords } from './tokenize';

describe('indexTerms', () => {
  it('indexes German compounds under their catalogue heads too', () => {
    expect(indexTerms('Weißgold Trauringe Goldarmband Gold', 'de')).toEqual([
      'weissgold',
      'gold',
      'trauring',
      'ring',
      'goldarmband',
      'armband',
      'gold',
    ]);
    expect(indexTerms('whitegold', 'en')).toEqual(['whitegold']);
  });

  it('folds and stems Latin words per locale', () => {
    expect(indexTerms('Armbänder in Gelbgold', 'de')).toEqual([
      'armband',
      'in',
      'gelbgold',
      'gold',
    ]);
    expect(indexTerms('Bracelets in yellow gold', 'en')).toEqual([
      'bracelet',
      'in',
      'yellow',
      'gold',
    ]);
  });

  it('gives CJK words and bigrams, so a word is found inside a compound', () => {
    const terms = indexTerms('エンゲージリング', 'ja');
    expect(terms).toEqual(expect.arrayContaining(['リン', 'ング']));
    const zh = indexTerms('黄金戒指，饰以珐琅', 'zh-hans');
    expect(zh).toEqual(expect.arrayContaining(['戒指', '黄金', '金戒', '珐琅']));
    expect(indexTerms('옐로 골드 링', 'ko')).toEqual(['옐로', '옐로', '골드', '골드', '링', '링']);
  });

  it('cuts CJK text in Latin locales by script', () => {
    expect(indexTerms('Ring 戒指', 'de')).toEqual(['ring', '戒指', '戒指']);
  });
});

describe('segmentWords', () => {
  it('uses the locale word segmenter and keeps only CJK words', () => {
    expect(segmentWords('イエローゴールドのリング', 'ja')).toContain('リング');
    expect(segmentWords('黄金戒指', 'zh-hans').join('')).toBe('黄金戒指');
  });

  it('answers a remembered run alike, and a caller cannot change what it remembers', () => {
    const first = segmentWords('ホワイトゴールドのリング', 'ja');
    first.push('変更');
    expect(segmentWords('ホワイトゴールドのリング', 'ja')).toEqual(first.slice(0, -1));
  });
});

describe('mpnTerms', () => {
  it('indexes the article number, its head and its digits', () => {
    expect(mpnTerms('10-1001')).toEqual(['10-1001', '1001', '101001']);
    expect(mpnTerms('')).toEqual([]);
  });
});

describe('parseQuery', () => {
  it('marks only the last word for prefix matching', () => {
    const words = parseQuery('gelbgold rin', 'de');
    expect(words.map((w) => w.kind === 'latin' && w.prefix)).toEqual([false, true]);
  });

  it('allows one typo only in Latin words of five letters or more', () => {
    const [short, long, digits] = parseQuery('ring braclet 12345a', 'en');
    expect(short).toMatchObject({ kind: 'latin', fuzzy: false });
    expect(long).toMatchObject({ kind: 'latin', term: 'braclet', fuzzy: true });
    expect(digits).toMatchObject({ kind: 'latin', fuzzy: false });
  });

  it('keeps article numbers and their prefixes whole', () => {
    expect(parseQuery('10-10', 'de')).toEqual([{ kind: 'mpn', label: '10-10', term: '10-10' }]);
    expect(parseQuery('1001', 'de')[0]).toMatchObject({ kind: 'mpn' });
    expect(parseQuery('10-1001 Flora', 'de').map((w) => w.kind)).toEqual(['mpn', 'latin']);
  });

  it('turns a CJK run into its bigrams and words', () => {
    expect(parseQuery('リング', 'ja')).toEqual([
      { kind: 'cjk', label: 'リング', words: ['リング'], grams: ['リン', 'ング'], prefix: true },
    ]);
    expect(parseQuery('반지', 'ko')[0]).toMatchObject({ grams: ['반지'] });
  });

  it('stems the query like the text', () => {
    expect(parseQuery('Armbänder', 'de')[0]).toMatchObject({ label: 'armbander', term: 'armband' });
    expect(parseQuery('armband', 'de')[0]).toMatchObject({ term: 'armband' });
  });

  it('is empty for blank queries and cuts long ones', () => {
    expect(parseQuery('   ', 'en')).toEqual([]);
    const long = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 50);
    expect(clampQuery(long)).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(parseQuery(long, 'en')).toHaveLength(1);
  });
});
