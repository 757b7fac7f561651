import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, withinOneEdit } from './highlight';
import { parseQuery } from './tokenize';

describe('highlight', () => {
  it('wraps matches in <em> and escapes the rest', () => {
    const result = highlight('Ring <b>& Armbänder', parseQuery('armband', 'de'), 'de');
    expect(result).toEqual({
      value: 'Ring &lt;b&gt;&amp; <em>Armbänder</em>',
      matchLevel: 'full',
      matchedWords: ['armband'],
    });
  });

  it('tells partial from full matches', () => {
    const query = parseQuery('gold flora', 'en');
    expect(highlight('Ring in yellow gold', query, 'en')).toMatchObject({
      value: 'Ring in yellow <em>gold</em>',
      matchLevel: 'partial',
      matchedWords: ['gold'],
    });
    expect(highlight('Celeste', query, 'en')).toEqual({
      value: 'Celeste',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('matches the last word by prefix and long words with one typo', () => {
    expect(highlight('Bracelet', parseQuery('brac', 'en'), 'en').value).toBe('<em>Bracelet</em>');
    expect(highlight('Bracelets', parseQuery('braclet gold', 'en'), 'en').value).toBe(
      '<em>Bracelets</em>',
    );
  });

  it('marks CJK runs, or their bigrams when the run is not whole', () => {
    expect(highlight('黄金戒指，饰以珐琅', parseQuery('戒指', 'zh-hans'), 'zh-hans').value).toBe(
      '黄金<em>戒指</em>，饰以珐琅',
    );
    expect(highlight('リンゴとリング', parseQuery('リング', 'ja'), 'ja').value).toBe(
      'リンゴと<em>リング</em>',
    );
    expect(highlight('リンクング', parseQuery('リング', 'ja'), 'ja').value).toBe(
      '<em>リン</em>ク<em>ング</em>',
    );
  });

  it('highlights an article number by its prefix', () => {
    const query = parseQuery('10-10', 'de');
    expect(highlight('10-1001', query, 'de', { mpn: true }).value).toBe('<em>10-10</em>01');
    expect(highlight('20-2003', query, 'de', { mpn: true }).matchLevel).toBe('none');
    expect(highlight('10-1001', parseQuery('1001', 'de'), 'de', { mpn: true }).value).toBe(
      '<em>10-1001</em>',
    );
  });
});

describe('withinOneEdit', () => {
  it('allows one insertion, deletion or substitution', () => {
    expect(withinOneEdit('braclet', 'bracelet')).toBe(true);
    expect(withinOneEdit('bracelet', 'braclet')).toBe(true);
    expect(withinOneEdit('armbant', 'armband')).toBe(true);
    expect(withinOneEdit('armband', 'armband')).toBe(true);
    expect(withinOneEdit('brclt', 'bracelet')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
