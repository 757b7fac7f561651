'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  PLACE_AUTOCOMPLETE_MIN_CHARS,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_BLUR_HIDE_MS,
  type Locale,
} from '@maison/domain/constants';
import { Combobox } from '@/ui/Combobox';
import type { Place } from './api';
import { usePlaceSuggestions } from './usePlaceSuggestions';
import styles from './finder.module.css';

/**
 * The finder's place input (000 §9): a combobox of at most four places. Enter picks the chosen
 * place or else the first; the list hides PLACE_SUGGESTIONS_BLUR_HIDE_MS after the field loses
 * focus.
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
  // What the visitor typed last: a picked or located place's name asks for no suggestions.
  const [query, setQuery] = useState('');
  const suggestions = usePlaceSuggestions(query, locale);

  return (
    <Combobox
      className={styles.combo}
      value={value}
      label={t('placeLabel')}
      showLabel
      placeholder={t('placePlaceholder')}
      autoComplete="off"
      maxLength={PLACE_QUERY_MAX_LENGTH}
      onValueChange={(next) => {
        onValueChange(next);
        setQuery(next);
      }}
      options={suggestions}
      optionKey={(place) => place.id}
      optionLabel={(place) => place.name}
      onPick={(place) => {
        setQuery('');
        onPick(place);
      }}
      listLabel={t('suggestions')}
      status={(open) =>
        open && query.trim().length >= PLACE_AUTOCOMPLETE_MIN_CHARS
          ? t('suggestionCount', { count: suggestions.length })
          : ''
      }
      enterPicksFirst
      blurHideMs={PLACE_SUGGESTIONS_BLUR_HIDE_MS}
      optionTestId="place-suggestion"
    />
  );
}
