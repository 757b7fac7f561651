import { describe, expect, it } from 'vitest';
import { countryList } from '../src/countries';

describe('country list (000 §3, i18n-iso-countries)', () => {
  const list = countryList();
  const byCode = new Map(list.map((c) => [c.alpha2, c]));

  it('holds every ISO 3166-1 country once, by alpha-2 code', () => {
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(byCode.size).toBe(list.length);
    expect(list.map((c) => c.alpha2)).toEqual([...byCode.keys()].sort());
  });

  it('carries the numeric id, alpha-2, alpha-3 and names in the five locales', () => {
    expect(byCode.get('DE')).toEqual({
      id: 276,
      alpha2: 'DE',
      alpha3: 'DEU',
      names: { de: 'Deutschland', en: 'Germany', ja: 'ドイツ', ko: '독일', 'zh-hans': '德国' },
    });
    expect(byCode.get('CH')).toMatchObject({ id: 756, alpha3: 'CHE' });
    expect(byCode.get('JP')?.names.ja).toBe('日本');
  });

  it('has a name in every locale and well-formed codes for every country', () => {
    for (const country of list) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(Number.isInteger(country.id) && country.id > 0).toBe(true);
      for (const name of Object.values(country.names)) expect(name).not.toBe('');
    }
  });
});
