import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { MESSAGES, renderWithIntl } from '@/ui/test-utils';
import { LanguageSwitch } from './LanguageSwitch';

vi.mock('next/navigation', () => ({ useSelectedLayoutSegment: () => null }));
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/',
  Link: ({ children, href }: { children: ReactNode; href: string }) => (
    <a href={href}>{children}</a>
  ),
}));

function trigger(locale: Locale) {
  const names = Object.fromEntries(LOCALES.map((l) => [l, MESSAGES[l].language[l]])) as Record<
    Locale,
    string
  >;
  const label = MESSAGES[locale].header.language.replace('{language}', names[locale]);
  renderWithIntl(<LanguageSwitch names={names} label={label} />, { locale });
  return screen.getByRole('button');
}

describe('language switch (axe label-content-name-mismatch)', () => {
  it.each([
    ['de', 'DE', 'DE Sprache wählen, aktuell: Deutsch'],
    ['ja', 'JA', 'JA 言語を選択(現在:日本語)'],
    ['zh-hans', 'ZH', 'ZH 选择语言,当前:简体中文'],
  ] as const)('%s: the accessible name starts with the visible "%s"', (locale, code, name) => {
    const button = trigger(locale);
    expect(screen.getByRole('button', { name })).toBe(button);
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe(name);
    expect(button.textContent?.startsWith(code)).toBe(true);
  });
});
