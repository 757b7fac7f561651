import { useSyncExternalStore } from 'react';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { htmlLang } from '@/i18n/locale';

type Alternates = Partial<Record<Locale, string>>;

function subscribe(onChange: () => void): () => void {
  // Next replaces the page's metadata in <head> after a client navigation.
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/**
 * The page's hreflang alternates as JSON (a string, so that an unchanged head compares equal),
 * or '' when the head names none or names them for another page: right after a client
 * navigation the previous page's are still there until Next writes the new ones.
 */
function snapshot(current: Locale): string {
  const paths: Alternates = {};
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  for (const link of links) {
    const locale = LOCALES.find((candidate) => htmlLang(candidate) === link.hreflang);
    if (locale) paths[locale] = new URL(link.href).pathname;
  }
  return paths[current] === window.location.pathname ? JSON.stringify(paths) : '';
}

/**
 * The current page's own address in each language, from the hreflang alternates its metadata
 * writes into <head> (features/seo/metadata.ts), once the page runs in the browser; null in the
 * server's HTML and on pages without alternates. A language link can then name the translated
 * address (/en/jewellery/rings) instead of the current path under another prefix
 * (/en/schmuck/ringe), which only redirects to it (issue 24).
 */
export function usePageAlternates(current: Locale): Alternates | null {
  const json = useSyncExternalStore(
    subscribe,
    () => snapshot(current),
    () => '',
  );
  return json ? (JSON.parse(json) as Alternates) : null;
}
