// happy-dom loads no CSS files; without this it logs an error for every appended sheet.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, render } from '@testing-library/react';
import { LOCALES } from '@maison/domain/constants';
import { FontStylesheets } from './FontStylesheets';

const SHEETS = { ja: '/fonts/jp.css', ko: '/fonts/kr.css', 'zh-hans': '/fonts/sc.css' };

const headSheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FontStylesheets', () => {
  it.each(LOCALES)('puts no stylesheet into the server HTML (%s)', (locale) => {
    expect(renderToStaticMarkup(<FontStylesheets locale={locale} />)).toBe('');
  });

  it.each(Object.entries(SHEETS))(
    'adds the %s sheet to <head> on the client, once',
    (locale, href) => {
      const { rerender } = render(<FontStylesheets locale={locale as keyof typeof SHEETS} />);
      expect(headSheets()).toEqual([href]);
      rerender(<FontStylesheets locale={locale as keyof typeof SHEETS} />);
      expect(headSheets()).toEqual([href]);
    },
  );

  it.each(['de', 'en'] as const)('adds no sheet for %s', (locale) => {
    render(<FontStylesheets locale={locale} />);
    expect(headSheets()).toEqual([]);
  });

  it('waits for the load event while the page is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<FontStylesheets locale="ja" />);
    expect(headSheets()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(headSheets()).toEqual(['/fonts/jp.css']);
  });

  it('swaps the sheet when the locale changes and removes it on unmount', () => {
    const { rerender, unmount } = render(<FontStylesheets locale="ja" />);
    rerender(<FontStylesheets locale="ko" />);
    expect(headSheets()).toEqual(['/fonts/kr.css']);
    rerender(<FontStylesheets locale="de" />);
    expect(headSheets()).toEqual([]);
    rerender(<FontStylesheets locale="zh-hans" />);
    unmount();
    expect(headSheets()).toEqual([]);
  });
});
