'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGEST_MIN_CHARS,
  type Locale,
} from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { track } from '@/features/tracking/track';
import { Button } from '@/ui/Button';
import { SearchInput } from '@/ui/SearchInput';
import { searchPageHref } from './paths';
import { useSuggestions, type Suggestion } from './useSuggestions';
import styles from './search.module.css';

/**
 * The site search field (001 §2): a plain GET form to the results page, so it works without
 * JavaScript, and with it a combobox (WAI-ARIA 1.2, list autocomplete) of at most five
 * suggestions. Arrows move through them, Enter opens the chosen one or searches, Escape closes
 * the list and then empties the field.
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
  const listId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(term, locale);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    router.push(localizedHref(suggestion.full_slug, locale));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (expanded && active >= 0 && suggestions[active]) return go(suggestions[active]);
    setOpen(false);
    if (query) track('submit_search', { search_term: query });
    router.push(searchPageHref(locale, query ? { s: query } : {}));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the list wraps around through it, as the pattern suggests.
      setActive((i) => {
        const next = i + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      action={searchPageHref(locale)}
      method="get"
      className={styles.box}
      onSubmit={submit}
    >
      <div className={styles.combo}>
        <SearchInput
          name="s"
          value={term}
          label={t('label')}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onValueChange={(value) => {
            setTerm(value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions')}
          className={styles.suggestions}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.objectID}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              data-testid="search-suggestion"
              // Before the input's blur, so the click still finds the list open.
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion);
              }}
            >
              {suggestion.name}
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {open && term.trim().length >= SEARCH_SUGGEST_MIN_CHARS
            ? t('suggestionCount', { count: suggestions.length })
            : ''}
        </p>
      </div>
      <Button type="submit" variant="secondary">
        {t('submit')}
      </Button>
    </form>
  );
}
