import { describe, expect, it } from 'vitest';
import { LOCALES } from '@maison/domain/constants';
import de from './messages/de.json';
import en from './messages/en.json';
import ja from './messages/ja.json';
import ko from './messages/ko.json';
import zhHans from './messages/zh-hans.json';

const messages: Record<(typeof LOCALES)[number], unknown> = { de, en, ja, ko, 'zh-hans': zhHans };

/** Every leaf as [dotted key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message files', () => {
  const reference = leaves(messages.de)
    .map(([key]) => key)
    .sort();

  it('has a file for every locale', () => {
    expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has the same keys as de', (locale) => {
    const keys = leaves(messages[locale])
      .map(([key]) => key)
      .sort();
    expect(keys).toEqual(reference);
  });

  it.each(LOCALES)('%s has only non-empty strings', (locale) => {
    const bad = leaves(messages[locale]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });
});
