'use client';

import { useEffect, useState } from 'react';
import {
  PLACE_AUTOCOMPLETE_DEBOUNCE_MS,
  PLACE_AUTOCOMPLETE_MIN_CHARS,
  type Locale,
} from '@maison/domain/constants';
import { findPlaces, type Place } from './api';

/**
 * Place suggestions for what the visitor typed (000 §9, 001 §9): asked
 * PLACE_AUTOCOMPLETE_DEBOUNCE_MS after the last key, from PLACE_AUTOCOMPLETE_MIN_CHARS on; an
 * answer for an older query is dropped, so the list always matches the field.
 */
export function usePlaceSuggestions(query: string, locale: Locale): Place[] {
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const trimmed = query.trim();
  const enough = trimmed.length >= PLACE_AUTOCOMPLETE_MIN_CHARS;

  useEffect(() => {
    if (!enough) return;
    let current = true;
    const timer = setTimeout(async () => {
      const places = await findPlaces(trimmed, locale);
      if (current) setSuggestions(places);
    }, PLACE_AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, locale, enough]);

  return enough ? suggestions : [];
}
