'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@maison/domain/constants';
import { CloseIcon, SearchIcon } from '@/ui/Icon';
import { useHydrated } from '@/ui/useHydrated';
import { useModalDialog } from '@/ui/useModalDialog';
import { searchPageHref } from './paths';
import styles from './search.module.css';

/**
 * The combobox loads when a visitor opens the search, not with every page: content pages keep
 * their first-load budget (issue 15), and the header's HTML stays the same for everyone.
 */
export const LazySearchBox = dynamic(() => import('./SearchBox').then((m) => m.SearchBox), {
  ssr: false,
  loading: () => <div className={styles.boxPlaceholder} aria-hidden="true" />,
});

/**
 * The header's search control: a link to the results page in the HTML (it works without
 * JavaScript), a disclosure button for the search panel once the page is hydrated.
 */
export function SearchToggle({
  open,
  onToggle,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const t = useTranslations('searchBox');
  const locale = useLocale() as Locale;
  if (!useHydrated()) {
    return (
      <a href={searchPageHref(locale)} className={className} aria-label={t('open')}>
        <SearchIcon size="22px" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={t('open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="header-search"
      onClick={onToggle}
    >
      <SearchIcon size="22px" />
    </button>
  );
}

/**
 * The search sheet over the header: a modal dialog, so focus stays in it, the page behind is
 * inert, and closing returns focus to the toggle. Escape closes the suggestions first, then
 * empties the field, then closes the sheet; so does a click on the backdrop.
 */
export function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('searchBox');
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog {...dialog} aria-label={t('label')} className={styles.panel} data-testid="search-panel">
      <div className={`container ${styles.panelInner}`}>
        {open ? <LazySearchBox autoFocus /> : null}
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <CloseIcon size="22px" />
        </button>
      </div>
    </dialog>
  );
}
