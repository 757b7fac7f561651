import type { Locale } from '@maison/domain/constants';
import { haversineKm } from '@maison/domain/jewelers/distance';
import { readCities, type Cities } from './cities';
import { fold, germanTransliteration } from './fold';
import { localisedNames, type LocalisedNames } from './localised-names';
import { postalRanges, type PostalRange } from './postal-codes';

export interface PlaceMatch {
  /** The place's index in the gazetteer. */
  place: number;
  relevance: number;
}

export interface PostcodeMatch {
  place: number;
  code: string;
}

/** Grid cells of one degree: a reverse lookup reads a few cells, not every place. */
const CELLS_PER_ROW = 360;
const KM_PER_DEGREE = 111.19;

const cellOf = (lat: number, lng: number) =>
  (Math.floor(lat) + 90) * CELLS_PER_ROW + ((Math.floor(lng) + 540) % CELLS_PER_ROW);

/**
 * The embedded gazetteer (issue 17): GeoNames' places, searched by name prefix in any of the
 * site's languages, by postal code (CH, DE) and by position.
 */
export class Gazetteer {
  private readonly keys: string[];
  private readonly keyPlaces: Uint32Array;
  private readonly localised = new Map<number, LocalisedNames>();
  private readonly byName = new Map<string, number>();
  private readonly grid = new Map<number, number[]>();
  private readonly ranges: (PostalRange & { index: number })[] = [];

  constructor(readonly cities: Cities = readCities()) {
    const entries: [string, number][] = [];
    const add = (name: string, place: number) => {
      const key = fold(name);
      if (key) entries.push([key, place]);
      const transliterated = germanTransliteration(name);
      if (transliterated) entries.push([transliterated, place]);
    };
    for (let i = 0; i < cities.count; i++) {
      add(cities.names[i]!, i);
      const id = `${cities.countries[i]}|${cities.names[i]}`;
      const known = this.byName.get(id);
      // The most populous place of a name stands for it ("Frankfurt am Main", not a namesake).
      if (known === undefined || cities.populations[i]! > cities.populations[known]!)
        this.byName.set(id, i);
      const cell = cellOf(cities.latitudes[i]!, cities.longitudes[i]!);
      const bucket = this.grid.get(cell);
      if (bucket) bucket.push(i);
      else this.grid.set(cell, [i]);
    }
    for (const [id, names] of localisedNames()) {
      const place = this.byName.get(id);
      if (place === undefined) continue;
      this.localised.set(place, names);
      const { also, ...shown } = names;
      for (const name of [...Object.values(shown), ...also]) add(name, place);
    }
    for (const range of postalRanges()) {
      const index = this.byName.get(`${range.country}|${range.place}`);
      if (index !== undefined) this.ranges.push({ ...range, index });
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.keys = entries.map(([key]) => key);
    this.keyPlaces = Uint32Array.from(entries, ([, place]) => place);
  }

  /** The place's name in `language`: the localised one where the table has it. */
  name(place: number, language: Locale): string {
    return this.localised.get(place)?.[language] ?? this.cities.names[place]!;
  }

  /**
   * Places whose name in any language starts with `query`: exact names first, then by
   * population; at most `limit`.
   */
  search(query: string, limit: number, countries?: readonly string[]): PlaceMatch[] {
    const q = fold(query);
    if (!q || limit < 1) return [];
    const allowed = countries?.length ? new Set(countries.map((c) => c.toUpperCase())) : null;
    const best = new Map<number, number>();
    for (let k = this.lowerBound(q); k < this.keys.length && this.keys[k]!.startsWith(q); k++) {
      const place = this.keyPlaces[k]!;
      if (allowed && !allowed.has(this.cities.countries[place]!)) continue;
      const relevance = q.length / this.keys[k]!.length;
      if (relevance > (best.get(place) ?? 0)) best.set(place, relevance);
    }
    const pop = this.cities.populations;
    return [...best]
      .sort(([a, ra], [b, rb]) => Number(rb === 1) - Number(ra === 1) || pop[b]! - pop[a]!)
      .slice(0, limit)
      .map(([place, relevance]) => ({ place, relevance: Math.round(relevance * 100) / 100 }));
  }

  /**
   * Places by postal code in `country`: a whole code gives the range that holds it; a code's
   * beginning ("800") the ranges that hold codes starting so, with the first such code.
   */
  postcode(zip: string, country: string, limit: number): PostcodeMatch[] {
    const code = zip.trim();
    if (!/^\d+$/.test(code)) return [];
    const matches: PostcodeMatch[] = [];
    for (const range of this.ranges) {
      if (range.country !== country.toUpperCase() || code.length > range.first.length) continue;
      const low = code.padEnd(range.first.length, '0');
      const high = code.padEnd(range.first.length, '9');
      if (high < range.first || low > range.last) continue;
      matches.push({ place: range.index, code: low > range.first ? low : range.first });
    }
    const pop = this.cities.populations;
    return matches.sort((a, b) => pop[b.place]! - pop[a.place]!).slice(0, limit);
  }

  /** The place nearest to a position, reading the grid ring by ring around it. */
  nearest(latitude: number, longitude: number): number | undefined {
    const from = { latitude, longitude };
    const { latitudes, longitudes } = this.cities;
    const row = Math.floor(latitude);
    const column = Math.floor(longitude);
    let best: number | undefined;
    let bestKm = Number.POSITIVE_INFINITY;
    for (let ring = 0; ring <= 180; ring++) {
      for (let dLat = -ring; dLat <= ring; dLat++) {
        const lat = row + dLat;
        if (lat < -90 || lat > 89) continue;
        const edge = Math.abs(dLat) === ring;
        for (let dLng = -ring; dLng <= ring; dLng += edge ? 1 : 2 * ring) {
          for (const place of this.grid.get(cellOf(lat, column + dLng)) ?? []) {
            const km = haversineKm(from, {
              latitude: latitudes[place]!,
              longitude: longitudes[place]!,
            });
            if (km < bestKm) [best, bestKm] = [place, km];
          }
          if (ring === 0) break;
        }
      }
      // Everything in the next ring is at least this far (a degree of longitude shrinks
      // toward the poles, so it is measured at the ring's far latitude).
      const reach = Math.min(89.9, Math.abs(latitude) + ring + 1);
      if (best !== undefined && bestKm <= ring * KM_PER_DEGREE * Math.cos((reach * Math.PI) / 180))
        break;
    }
    return best;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
