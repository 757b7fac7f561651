import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { SearchBox } from './SearchBox';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const SUGGESTIONS = ['Flora', 'Florentina', 'Flores', 'Floriane', 'Flos', 'Flow'].map(
  (name, i) => ({
    objectID: `s${i}:de`,
    name,
    full_slug: `produkte/10-100${i}-${name.toLowerCase()}`,
    type: 'product',
  }),
);
const requests: URL[] = [];

beforeEach(() => {
  requests.length = 0;
  window.dataLayer = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new URL(String(input), 'http://localhost'));
      return Response.json({ hits: SUGGESTIONS.slice(0, 5) });
    }),
  );
});
afterEach(() => {
  cleanup();
  push.mockReset();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox');
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
const searches = () => window.dataLayer!.filter((e) => e.event === 'submit_search');

describe('SearchBox (issue 16)', () => {
  it('asks for suggestions once after the debounce, from two characters, and lists at most five', async () => {
    renderWithIntl(<SearchBox />, { locale: 'de' });
    type('F');
    type('Fl');
    type('Flo');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/api/v1/search/suggestions/');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ q: 'Flo', locale: 'de' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    renderWithIntl(<SearchBox />, { locale: 'ja' });
    type('Flo');
    const options = await screen.findAllByRole('option');
    key('ArrowDown');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    // Enter on a chosen option opens it and keeps the form from submitting the query.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/ja/produkte/10-1004-flos');
    expect(searches()).toHaveLength(0);
  });

  it('searches with Enter: the results page in the locale and one submit_search', async () => {
    renderWithIntl(<SearchBox />, { locale: 'ja' });
    type('リング');
    // Enter without a chosen option is left to the form, which submits the query.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    fireEvent.submit(box().closest('form')!);
    expect(push).toHaveBeenCalledWith('/ja/suche?s=%E3%83%AA%E3%83%B3%E3%82%B0');
    expect(searches()).toEqual([{ event: 'submit_search', search_term: 'リング' }]);
  });

  it('closes the list with Escape and keeps the term; a second Escape empties the field', async () => {
    renderWithIntl(<SearchBox />, { locale: 'de' });
    type('Flo');
    await screen.findAllByRole('option');
    key('Escape');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
    expect((box() as HTMLInputElement).value).toBe('Flo');
    key('Escape');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('is a GET form to the results page, for a browser without JavaScript', () => {
    renderWithIntl(<SearchBox />, { locale: 'ko' });
    const form = box().closest('form')!;
    expect(form.getAttribute('action')).toBe('/ko/suche');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().getAttribute('name')).toBe('s');
    expect(form.getAttribute('role')).toBe('search');
  });
});
