import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { nameFieldOrder } from './name-order';

describe('the order of the name fields', () => {
  it('asks for the family name first in Japanese, Korean and Chinese', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, nameFieldOrder(locale)]))).toEqual({
      de: ['first_name', 'last_name'],
      en: ['first_name', 'last_name'],
      ja: ['last_name', 'first_name'],
      ko: ['last_name', 'first_name'],
      'zh-hans': ['last_name', 'first_name'],
    });
  });
});
