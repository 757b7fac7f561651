import { api, send, type InferResponseType } from '@maison/api/web-client';
import type { Position } from '@maison/domain/jewelers/distance';
import { classifyPlaceQuery } from '@maison/domain/jewelers/place-query';
import type { JewelerType } from '@maison/domain/jewelers/results';
import { PLACE_SUGGESTIONS, type Locale } from '@maison/domain/constants';

const jewelersRoute = api.api.v1.jewelers.index;
const geocoding = api.api.v1.geocoding;

export type JewelerResults = InferResponseType<typeof jewelersRoute.$get, 200>;
export type JewelerResult = JewelerResults['results'][number];
type GeocodingAnswer = InferResponseType<typeof geocoding.forward.index.$get, 200>;

/** A place the visitor can pick: its name as the geocoder words it, and its centre. */
export interface Place {
  id: string;
  name: string;
  position: Position;
}

function places(answer: GeocodingAnswer | null | undefined): Place[] {
  return (answer?.features ?? []).slice(0, PLACE_SUGGESTIONS).map((feature) => ({
    id: feature.id,
    name: feature.place_name,
    // Mapbox order: [longitude, latitude].
    position: { longitude: feature.center[0], latitude: feature.center[1] },
  }));
}

/**
 * Places for what the visitor typed: digits alone are a postal code (4 → CH, else DE, 000 §5),
 * anything else a place name in the visitor's language (001 §7). A failing geocoder is no
 * suggestion, never an error on the page.
 */
export async function findPlaces(input: string, locale: Locale): Promise<Place[]> {
  const query = classifyPlaceQuery(input);
  const request =
    query.kind === 'postcode'
      ? geocoding.postcode.index.$get({
          query: { zip: query.zip, country: query.country, language: locale },
        })
      : geocoding.forward.index.$get({
          query: { query: query.query, language: locale, limit: String(PLACE_SUGGESTIONS) },
        });
  const res = await send(request).catch(() => null);
  return res?.ok ? places(res.data as GeocodingAnswer) : [];
}

/** The name of the place nearest to a position (000 §7), null when the geocoder has none. */
export async function placeName(position: Position, locale: Locale): Promise<string | null> {
  const res = await send(
    geocoding.reverse.index.$get({
      query: {
        latitude: String(position.latitude),
        longitude: String(position.longitude),
        language: locale,
      },
    }),
  ).catch(() => null);
  return res?.ok ? (places(res.data as GeocodingAnswer)[0]?.name ?? null) : null;
}

/** The results of the active tabs, ordered by the API (000 §4); null when the call failed. */
export async function loadJewelers(
  locale: Locale,
  position: Position | null,
  types: readonly JewelerType[],
): Promise<JewelerResults | null> {
  const res = await send(
    jewelersRoute.$get({
      query: {
        locale,
        type: types.join(','),
        ...(position
          ? { latitude: String(position.latitude), longitude: String(position.longitude) }
          : {}),
      },
    }),
  ).catch(() => null);
  return res?.ok && res.data ? (res.data as JewelerResults) : null;
}
