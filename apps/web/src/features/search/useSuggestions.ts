'use client';

import { useEffect, useState } from 'react';
import { api, send, type InferResponseType } from '@maison/api/web-client';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_SUGGEST_MIN_CHARS,
  type Locale,
} from '@maison/domain/constants';

const suggestionsRoute = api.api.v1.search.suggestions.index;
export type Suggestion = InferResponseType<typeof suggestionsRoute.$get, 200>['hits'][number];

/**
 * The suggestions for what the visitor types: asked SEARCH_DEBOUNCE_MS after the last key
 * (001 §9); an answer for an older term is dropped, so the list always matches the field.
 */
export function useSuggestions(term: string, locale: Locale): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const query = term.trim();
  const enough = query.length >= SEARCH_SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!enough) return;
    let current = true;
    const timer = setTimeout(async () => {
      const res = await send(suggestionsRoute.$get({ query: { q: query, locale } })).catch(
        () => null,
      );
      if (current) setSuggestions(res?.ok && res.data ? res.data.hits : []);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, locale, enough]);

  return enough ? suggestions : [];
}
