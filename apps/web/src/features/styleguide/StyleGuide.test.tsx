import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LOCALES } from '@maison/domain/constants';
import { MESSAGES } from '@/ui/test-utils';
import { icons } from '@/ui/Icon';
import { StyleGuide } from './StyleGuide';

afterEach(cleanup);

function renderIn(locale: (typeof LOCALES)[number], errors: unknown[]) {
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={MESSAGES[locale]}
      timeZone="Europe/Berlin"
      onError={(error) => errors.push(error)}
    >
      <StyleGuide />
    </NextIntlClientProvider>,
  );
}

describe('StyleGuide', () => {
  it.each(LOCALES)('renders every section in %s without a missing message', (locale) => {
    const errors: unknown[] = [];
    renderIn(locale, errors);
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    for (const id of ['sg-datepicker', 'sg-modal-open', 'sg-hint-input', 'sg-toast-persistent']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getAllByTestId(/^sg-icon-/)).toHaveLength(Object.keys(icons).length);
  });

  it.each(LOCALES)(
    'shows the dropdowns, grouped, and the no-results text in %s',
    async (locale) => {
      const errors: unknown[] = [];
      renderIn(locale, errors);
      const section = screen.getByTestId('sg-dropdown');
      // The filterable one loads its own chunk.
      const filter = await within(screen.getByTestId('sg-dropdown-filterable')).findByRole(
        'combobox',
      );
      expect(within(section).getAllByRole('combobox')).toHaveLength(4);
      fireEvent.click(filter);
      expect(within(section).getAllByRole('group')).toHaveLength(2);
      fireEvent.change(filter, { target: { value: 'zzz' } });
      expect(within(section).getByRole('status').textContent).toBe(
        MESSAGES[locale]['form-general'].dropdown['no-results'],
      );
      expect(errors).toEqual([]);
    },
  );
});
