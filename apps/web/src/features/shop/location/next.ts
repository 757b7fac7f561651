import { LOCALES } from '@maison/domain/constants';
import { safeNextPath } from '@/features/account/redirect';
import { SHOP_ROUTES } from '../routes';

const PROBE_ORIGIN = 'http://maison.invalid';

/**
 * Where the selector goes after choosing (002 §2: /shop): the `next` page when it is a
 * same-origin shop page other than the selector itself, as a locale-free path (the router adds
 * the page's locale); otherwise /shop.
 */
export function shopNextPath(next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return SHOP_ROUTES.shop;
  const url = new URL(safe, PROBE_ORIGIN);
  const [, first, ...rest] = url.pathname.split('/');
  const path = (LOCALES as readonly string[]).includes(first ?? '')
    ? `/${rest.join('/')}`
    : url.pathname;
  const inShop = path === SHOP_ROUTES.shop || path.startsWith(`${SHOP_ROUTES.shop}/`);
  if (!inShop || path.startsWith(SHOP_ROUTES.locationSelector)) return SHOP_ROUTES.shop;
  return `${path}${url.search}${url.hash}`;
}
