import { getMessages } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';

/**
 * Namespaces every page's client components read (error boundary, UI kit, wishlist toggle,
 * the header's search box).
 * Pages with more client copy (the account pages, the mailbox) nest a provider with extra
 * namespaces, so content pages do not carry their copy in the page payload.
 */
const SHARED_CLIENT_NAMESPACES = ['errors', 'ui', 'form-general', 'wishlist', 'searchBox'];

export async function clientMessages(locale: Locale, extra: readonly string[] = []) {
  const messages = await getMessages({ locale });
  return Object.fromEntries(
    [...SHARED_CLIENT_NAMESPACES, ...extra]
      .filter((ns) => ns in messages)
      .map((ns) => [ns, messages[ns]]),
  );
}
