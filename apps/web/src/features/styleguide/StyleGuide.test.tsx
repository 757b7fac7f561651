import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LOCALES } from '@maison/domain/constants';
import { MESSAGES } from '@/ui/test-utils';
import { icons } from '@/ui';
import { StyleGuide } from './StyleGuide';

afterEach(cleanup);

describe('StyleGuide', () => {
  it.each(LOCALES)('renders every section in %s without a missing message', (locale) => {
    const errors: unknown[] = [];
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
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    for (const id of ['sg-datepicker', 'sg-modal-open', 'sg-hint-input', 'sg-toast-persistent']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getAllByTestId(/^sg-icon-/)).toHaveLength(Object.keys(icons).length);
  });
});
