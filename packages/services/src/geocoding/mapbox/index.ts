import { PLACE_SUGGESTIONS, type Locale } from '@maison/domain/constants';
import { postalCountry } from '@maison/domain/jewelers/place-query';
import {
  GeocodingError,
  type Geocoder,
  type GeocodingContext,
  type GeocodingFeature,
  type GeocodingResponse,
} from '../types';

/** Mapbox's Geocoding API v5, the `mapbox.places` endpoint (temporary geocoding). */
export const MAPBOX_PLACES_URL = 'https://api.mapbox.com/geocoding/v5/mapbox.places/';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface MapboxGeocoderOptions {
  accessToken: string;
  fetch?: Fetch;
  /** Gives up on a slow answer: the finder falls back to "no suggestion". */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** Mapbox's language tags: BCP 47, Simplified Chinese as zh-Hans. */
const mapboxLanguage = (language: Locale) => (language === 'zh-hans' ? 'zh-Hans' : language);

function feature(raw: GeocodingFeature): GeocodingFeature {
  const context: GeocodingContext[] = (raw.context ?? []).map(({ id, text, short_code }) => ({
    id,
    text,
    ...(short_code ? { short_code } : {}),
  }));
  return {
    id: raw.id,
    type: 'Feature',
    place_type: raw.place_type,
    relevance: raw.relevance,
    text: raw.text,
    place_name: raw.place_name,
    center: raw.center,
    geometry: { type: 'Point', coordinates: raw.geometry.coordinates },
    context,
  };
}

/**
 * The Mapbox adapter of the geocoding port (issue 17; MAPBOX_TOKEN): the answers are Mapbox's
 * own, kept to the fields the port promises (Mapbox adds text_<language> and the like).
 */
export function createMapboxGeocoder(options: MapboxGeocoderOptions): Geocoder {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function places(
    search: string,
    params: Record<string, string>,
  ): Promise<GeocodingResponse> {
    const query = new URLSearchParams({ ...params, access_token: options.accessToken });
    // Commas stay as they are: "longitude,latitude" is how Mapbox's reverse URLs read.
    const path = encodeURIComponent(search).replace(/%2C/gi, ',');
    const url = `${MAPBOX_PLACES_URL}${path}.json?${query}`;
    let response: Response;
    try {
      response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new GeocodingError(`Mapbox is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      // Mapbox's error body is {"message": "..."}; the token never goes into the message.
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new GeocodingError(
        `Mapbox answered ${response.status}: ${body.message ?? response.statusText}`,
        response.status,
      );
    }
    const body = (await response.json()) as Partial<GeocodingResponse>;
    if (body.type !== 'FeatureCollection' || !Array.isArray(body.features))
      throw new GeocodingError('Mapbox answered something other than a FeatureCollection.');
    return {
      type: 'FeatureCollection',
      query: body.query ?? [],
      features: body.features.map(feature),
      attribution: body.attribution ?? '',
    };
  }

  return {
    forward({ query, language, limit = PLACE_SUGGESTIONS, country }) {
      if (!query.trim())
        return Promise.resolve({
          type: 'FeatureCollection',
          query: [],
          features: [],
          attribution: '',
        });
      return places(query.trim(), {
        language: mapboxLanguage(language),
        limit: String(Math.min(limit, PLACE_SUGGESTIONS)),
        types: 'place,locality',
        ...(country?.length ? { country: country.join(',').toLowerCase() } : {}),
      });
    },
    postcode({ zip, country, language }) {
      const code = zip.trim();
      return places(code, {
        language: mapboxLanguage(language),
        limit: String(PLACE_SUGGESTIONS),
        types: 'postcode',
        country: (country ?? postalCountry(code)).toLowerCase(),
      });
    },
    reverse({ latitude, longitude, language }) {
      // Mapbox takes "longitude,latitude"; a reverse limit needs exactly one type.
      return places(`${longitude},${latitude}`, {
        language: mapboxLanguage(language),
        limit: '1',
        types: 'place',
      });
    },
  };
}
