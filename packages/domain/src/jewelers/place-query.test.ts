import { describe, expect, it } from 'vitest';
import { classifyPlaceQuery, postalCountry } from './place-query';

describe('postalCountry (000 §5)', () => {
  it('reads exactly 4 digits as Swiss and anything else as German', () => {
    expect(postalCountry('8001')).toBe('CH');
    expect(postalCountry(' 3011 ')).toBe('CH');
    expect(postalCountry('80331')).toBe('DE');
    expect(postalCountry('801')).toBe('DE');
    expect(postalCountry('80011')).toBe('DE');
    expect(postalCountry('A-1010')).toBe('DE');
  });
});

describe('classifyPlaceQuery', () => {
  it('takes digits alone as a postal code with its country', () => {
    expect(classifyPlaceQuery('8001')).toEqual({ kind: 'postcode', zip: '8001', country: 'CH' });
    expect(classifyPlaceQuery(' 80 331 ')).toEqual({
      kind: 'postcode',
      zip: '80331',
      country: 'DE',
    });
  });

  it('takes anything else as a place name', () => {
    expect(classifyPlaceQuery('  Zürich ')).toEqual({ kind: 'place', query: 'Zürich' });
    expect(classifyPlaceQuery('80331 München')).toEqual({ kind: 'place', query: '80331 München' });
    expect(classifyPlaceQuery('東京')).toEqual({ kind: 'place', query: '東京' });
  });
});
