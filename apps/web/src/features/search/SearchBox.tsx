'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGEST_MIN_CHARS,
  type Locale,
} from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { track } from '@/features/tracking/track';
import { Button } from '@/ui/Button';
import { Combobox } from '@/ui/Combobox';
import { searchPageHref } from './paths';
import { useSuggestions } from './useSuggestions';
import styles from './search.module.css';

/**
 * The site search field (001 §2): a plain GET form to the results page, so it works without
 * JavaScript, and with it a combobox of at most five suggestions. Enter opens the chosen one,
 * or else searches.
 */
export function SearchBox({
  initialTerm = '',
  autoFocus = false,
}: {
  initialTerm?: string;
  autoFocus?: boolean;
}) {
  const t = useTranslations('searchBox');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [term, setTerm] = useState(initialTerm);
  const suggestions = useSuggestions(term, locale);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (query) track('submit_search', { search_term: query });
    router.push(searchPageHref(locale, query ? { s: query } : {}));
  };

  return (
    <form
      role="search"
      action={searchPageHref(locale)}
      method="get"
      className={styles.box}
      onSubmit={submit}
    >
      <Combobox
        name="s"
        value={term}
        label={t('label')}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onValueChange={setTerm}
        options={suggestions}
        optionKey={(suggestion) => suggestion.objectID}
        optionLabel={(suggestion) => suggestion.name}
        onPick={(suggestion) => router.push(localizedHref(suggestion.full_slug, locale))}
        listLabel={t('suggestions')}
        status={(open) =>
          open && term.trim().length >= SEARCH_SUGGEST_MIN_CHARS
            ? t('suggestionCount', { count: suggestions.length })
            : ''
        }
        optionTestId="search-suggestion"
      />
      <Button type="submit" variant="secondary">
        {t('submit')}
      </Button>
    </form>
  );
}
