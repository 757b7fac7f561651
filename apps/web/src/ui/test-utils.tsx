import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import ja from '@/i18n/messages/ja.json';
import ko from '@/i18n/messages/ko.json';
import zhHans from '@/i18n/messages/zh-hans.json';

export const MESSAGES = { de, en, ja, ko, 'zh-hans': zhHans } as const;

/** The real messages of a locale around the tree, as the app's layout provides them. */
function IntlWrapper({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Berlin">
      {children}
    </NextIntlClientProvider>
  );
}

/** render() with next-intl set up for `locale` (default en). */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
    ...options,
  });
}
