import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { HeaderChrome } from './HeaderChrome';
import type { NavItem } from './navigation';

/** Server part of the header: resolves texts, then hands plain props to the client chrome. */
export async function Header({ items }: { items: readonly NavItem[] }) {
  const t = await getTranslations('header');
  const languageNames = await getTranslations('language');
  const names = Object.fromEntries(LOCALES.map((l) => [l, languageNames(l)])) as Record<
    Locale,
    string
  >;
  const locale = await getLocale();
  return (
    <HeaderChrome
      items={items}
      languageNames={names}
      labels={{
        home: t('home'),
        mainNavigation: t('mainNavigation'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        menu: t('menu'),
        wishlist: t('wishlist'),
        cart: t('cart'),
        cartCount: t('cartCount', { count: '{count}' }),
        account: t('account'),
        language: t('language', { language: names[locale] }),
        languages: t('languages'),
      }}
    />
  );
}
