import { getTranslations } from 'next-intl/server';
import { LOCALES, LOGIN_QUERY_PARAMS, type Locale } from '@maison/domain/constants';
import { getStory } from '@/features/content/api';
import { localizedHref } from '@/features/content/links';
import { CONFIG_SLUG } from '@/features/content/navigation';
import type { StoryLink } from '@/features/content/types';
import type { DropdownOption } from '@/ui/Dropdown';
import type { AfterLoginPages } from './redirect';

/** The account application routes (German segments in every locale). */
export const ACCOUNT_ROUTES = {
  login: '/anmelden',
  register: '/registrieren',
  forgotPassword: '/passwort-vergessen',
  passwordSet: '/passwort-festlegen',
  account: '/konto',
  wishlist: '/merkliste',
} as const;

const configPath = (link: unknown): string | null => {
  const slug = (link as StoryLink | undefined)?.cached_url?.replace(/^\/+|\/+$/g, '');
  return slug ? `/${slug}` : null;
};

/**
 * 000 §2, §4: the pages the config story names (login redirect, password set), localized. The
 * password-set route stands in when the story lacks it; without a login redirect page a login
 * without `next` goes home.
 */
export async function afterLoginPages(locale: Locale): Promise<AfterLoginPages> {
  const config = (await getStory(CONFIG_SLUG, locale))?.content;
  const afterLogin = configPath(config?.loginRedirectPage);
  return {
    passwordSetPage: localizedHref(
      configPath(config?.passwordSetPage) ?? ACCOUNT_ROUTES.passwordSet,
      locale,
    ),
    afterLoginPage: afterLogin ? localizedHref(afterLogin, locale) : null,
    home: localizedHref('/', locale),
  };
}

/** The site's languages for the language selects, each named in its own script. */
export async function languageOptions(locale: Locale): Promise<DropdownOption[]> {
  const t = await getTranslations({ locale, namespace: 'language' });
  return LOCALES.map((value) => ({ value, label: t(value) }));
}

export type LoginQuery = Partial<Record<keyof typeof LOGIN_QUERY_PARAMS, string>>;

/** The login page's query parameters (000 §2), first value of each. */
export function loginQuery(params: Record<string, string | string[] | undefined>): LoginQuery {
  const first = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) || undefined;
  };
  return {
    uid: first(LOGIN_QUERY_PARAMS.uid),
    token: first(LOGIN_QUERY_PARAMS.token),
    passwordSet: first(LOGIN_QUERY_PARAMS.passwordSet),
    next: first(LOGIN_QUERY_PARAMS.next),
  };
}
