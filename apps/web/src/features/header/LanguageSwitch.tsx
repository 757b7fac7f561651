'use client';

import { useCallback, useId, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useSelectedLayoutSegment } from 'next/navigation';
import { useLocale } from 'next-intl';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { NOT_FOUND_SEGMENT } from '@/features/content/known-paths';
import { getPathname, usePathname } from '@/i18n/navigation';
import { htmlLang } from '@/i18n/locale';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { GlobeIcon } from './icons';
import { usePageAlternates } from './pageAlternates';
import { useEscape, useOutsidePointer } from './useEscape';
import styles from './header.module.css';

export type LanguageNames = Readonly<Record<Locale, string>>;

interface LanguageLinksProps {
  names: LanguageNames;
  className?: string;
  onNavigate?: () => void;
}

/**
 * The five languages, each named in itself, linking to the current page in that language. In
 * the server's HTML they name the current path under each locale, which the proxy redirects to
 * the page's translated address: the header belongs to the layout, which does not know the
 * page's translations. In the browser they name the translated addresses themselves, from the
 * page's hreflang alternates. The not-found page is one cached page per locale for every
 * unknown path, so its links cannot name the path: they lead to each language's home page.
 *
 * German links carry no `/de` prefix: next-intl's `Link` with a `locale` always adds one, for the
 * locale cookie, which this site does not set (i18n/routing.ts), and `/de…` only redirects to the
 * unprefixed address (issue 24: links name canonical addresses). Not prefetched, as next-intl
 * does for a change of language.
 */
export function LanguageLinks({ names, className, onNavigate }: LanguageLinksProps) {
  const notFound = useSelectedLayoutSegment() === NOT_FOUND_SEGMENT;
  const pathname = usePathname();
  const href = notFound ? '/' : pathname;
  const current = useLocale() as Locale;
  const alternates = usePageAlternates(current);
  return (
    <ul role="list" className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <NextLink
            href={(!notFound && alternates?.[locale]) || getPathname({ href, locale })}
            prefetch={false}
            lang={htmlLang(locale)}
            hrefLang={htmlLang(locale)}
            aria-current={locale === current ? 'true' : undefined}
            onClick={onNavigate}
          >
            {names[locale]}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}

interface LanguageSwitchProps {
  names: LanguageNames;
  /** Read after the visible code, naming the current language ("Sprache wählen, aktuell: …"). */
  label: string;
}

export function LanguageSwitch({ names, label }: LanguageSwitchProps) {
  const panelId = useId();
  const current = useLocale();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useEscape(open, closeAndRefocus);
  useOutsidePointer(rootRef, open, close);

  return (
    <div
      ref={rootRef}
      className={styles.language}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon />
        {/* The name starts with the visible code (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <span className={styles.languageCode}>
          {current === 'zh-hans' ? 'ZH' : current.toUpperCase()}
        </span>
        <VisuallyHidden> {label}</VisuallyHidden>
      </button>
      <div id={panelId} className={styles.languagePanel} hidden={!open}>
        <LanguageLinks names={names} className={styles.languageList} onNavigate={close} />
      </div>
    </div>
  );
}
