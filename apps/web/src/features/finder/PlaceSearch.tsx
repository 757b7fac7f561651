'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  PLACE_AUTOCOMPLETE_MIN_CHARS,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_BLUR_HIDE_MS,
  type Locale,
} from '@maison/domain/constants';
import { SearchInput } from '@/ui/SearchInput';
import type { Place } from './api';
import { usePlaceSuggestions } from './usePlaceSuggestions';
import styles from './finder.module.css';

/**
 * The finder's place input (000 §9): a WAI-ARIA 1.2 combobox with list autocomplete of at most
 * four places. Arrows move through them, Enter picks one, Escape closes the list and then empties
 * the field. The list hides PLACE_SUGGESTIONS_BLUR_HIDE_MS after the field loses focus, so a
 * click on a suggestion still lands.
 */
export function PlaceSearch({
  locale,
  value,
  onValueChange,
  onPick,
}: {
  locale: Locale;
  /** What the field shows: typed text, or the name of the picked or located place. */
  value: string;
  onValueChange: (value: string) => void;
  onPick: (place: Place) => void;
}) {
  const t = useTranslations('jewelerFinder');
  const listId = useId();
  // What the visitor typed last: a picked or located place's name asks for no suggestions.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestions = usePlaceSuggestions(query, locale);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(() => cancelHide, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (place: Place) => {
    close();
    setQuery('');
    onPick(place);
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
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[active >= 0 ? active : 0] : undefined;
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.combo}>
      <SearchInput
        value={value}
        label={t('placeLabel')}
        showLabel
        placeholder={t('placePlaceholder')}
        autoComplete="off"
        maxLength={PLACE_QUERY_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onValueChange={(next) => {
          onValueChange(next);
          setQuery(next);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={cancelHide}
        onBlur={() => {
          cancelHide();
          hideTimer.current = setTimeout(close, PLACE_SUGGESTIONS_BLUR_HIDE_MS);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {suggestions.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            data-testid="place-suggestion"
            onClick={() => pick(place)}
          >
            {place.name}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open && query.trim().length >= PLACE_AUTOCOMPLETE_MIN_CHARS
          ? t('suggestionCount', { count: suggestions.length })
          : ''}
      </p>
    </div>
  );
}
