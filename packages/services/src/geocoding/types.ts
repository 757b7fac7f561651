import type { Locale } from '@maison/domain/constants';

/**
 * Answers in the shape of Mapbox's Geocoding API v5 (`mapbox.places`), whichever geocoder
 * answers, so the finder reads one shape (issue 17, 001 §7).
 */
export type PlaceType = 'country' | 'region' | 'postcode' | 'district' | 'place' | 'locality';

export interface GeocodingContext {
  /** `<type>.<id>`, e.g. `country.8738`. */
  id: string;
  text: string;
  /** ISO 3166: lower-case alpha-2 for a country (`ch`), `CH-ZH` for a region. */
  short_code?: string;
}

export interface GeocodingFeature {
  id: string;
  type: 'Feature';
  place_type: PlaceType[];
  /** 0–1: how well the feature matches the query. */
  relevance: number;
  /** The feature's own name in the asked language. */
  text: string;
  /** The full name with its context: "Zürich, Schweiz". */
  place_name: string;
  /** [longitude, latitude]. */
  center: [number, number];
  geometry: { type: 'Point'; coordinates: [number, number] };
  context: GeocodingContext[];
}

export interface GeocodingResponse {
  type: 'FeatureCollection';
  /** The query as the geocoder read it: search words, or [longitude, latitude] for reverse. */
  query: (string | number)[];
  features: GeocodingFeature[];
  attribution: string;
}

export interface ForwardQuery {
  query: string;
  language: Locale;
  /** At most PLACE_SUGGESTIONS (001 §7). */
  limit?: number;
  /** ISO alpha-2 codes to search in. */
  country?: string[];
}

export interface PostcodeQuery {
  zip: string;
  /** ISO alpha-2; from the CH/DE rule of 000 §5 when absent. */
  country?: string;
  language: Locale;
}

export interface ReverseQuery {
  latitude: number;
  longitude: number;
  language: Locale;
}

/** The geocoding port (001 §7): places by name, by postal code and by position. */
export interface Geocoder {
  forward(q: ForwardQuery): Promise<GeocodingResponse>;
  postcode(q: PostcodeQuery): Promise<GeocodingResponse>;
  reverse(q: ReverseQuery): Promise<GeocodingResponse>;
}

/** The geocoding service failed (unreachable, refused the key, answered garbage). */
export class GeocodingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeocodingError';
  }
}
