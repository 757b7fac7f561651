import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * The jeweler page's map pin (decision 0029): a small locator map drawn on the server as SVG
 * from the same Natural Earth countries as the finder's basemap. It is part of the cached HTML,
 * needs no script, no WebGL and no tiles, and keeps MapLibre off the 1,500 jeweler pages.
 */

/** Ours: the map shows 8 degrees of longitude around the pin, about 600 km in central Europe. */
const SPAN_LONGITUDE_DEG = 8;
/** The drawing's size in SVG units; it scales with the page (16:9, as the page's images). */
export const LOCATOR_WIDTH = 640;
export const LOCATOR_HEIGHT = 360;
/** Rings are clipped a little outside the frame, so cut edges never show. */
const CLIP_MARGIN = 8;

type Point = [number, number];
type Ring = Point[];

interface LocatorMap {
  /** Land as one SVG path (even-odd rings), in a LOCATOR_WIDTH × LOCATOR_HEIGHT frame. */
  land: string;
  /** Where the pin stands: the frame's centre. */
  pin: { x: number; y: number };
}

const rad = (deg: number) => (deg * Math.PI) / 180;
/** Web Mercator's y for a latitude, as the finder's map draws it. */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2));

let rings: Ring[] | null = null;

/** Every outer and inner ring of every country, as [longitude, latitude]; read once. */
function worldRings(): Ring[] {
  if (rings) return rings;
  const topology = countries110m as unknown as Parameters<typeof feature>[0];
  const collection = feature(topology, topology.objects.countries!);
  rings = [];
  if (collection.type !== 'FeatureCollection') return rings;
  for (const country of collection.features) {
    const geometry = country.geometry;
    if (geometry?.type === 'Polygon') rings.push(...(geometry.coordinates as Ring[]));
    if (geometry?.type === 'MultiPolygon')
      for (const polygon of geometry.coordinates) rings.push(...(polygon as Ring[]));
  }
  return rings;
}

/** Sutherland–Hodgman against one edge of the frame. */
function clipEdge(ring: Ring, inside: (p: Point) => boolean, cut: (a: Point, b: Point) => Point) {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i]!;
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    if (inside(current)) {
      if (!inside(previous)) out.push(cut(previous, current));
      out.push(current);
    } else if (inside(previous)) out.push(cut(previous, current));
  }
  return out;
}

function clipToFrame(ring: Ring, min: number, maxX: number, maxY: number): Ring {
  const atX =
    (x: number) =>
    (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  let clipped = clipEdge(ring, (p) => p[0] >= min, atX(min));
  clipped = clipEdge(clipped, (p) => p[0] <= maxX, atX(maxX));
  clipped = clipEdge(clipped, (p) => p[1] >= min, atY(min));
  return clipEdge(clipped, (p) => p[1] <= maxY, atY(maxY));
}

/** The locator map around a position: land clipped to the frame, the pin in its centre. */
export function locatorMap(latitude: number, longitude: number): LocatorMap {
  const scale = LOCATOR_WIDTH / rad(SPAN_LONGITUDE_DEG);
  const centreY = mercatorY(latitude);
  const project = ([lon, lat]: Point): Point => {
    // The shorter way round, so a pin near the antimeridian sees the land on both sides.
    const dLon = ((((lon - longitude + 180) % 360) + 360) % 360) - 180;
    return [
      LOCATOR_WIDTH / 2 + rad(dLon) * scale,
      LOCATOR_HEIGHT / 2 - (mercatorY(lat) - centreY) * scale,
    ];
  };
  const min = -CLIP_MARGIN;
  const maxX = LOCATOR_WIDTH + CLIP_MARGIN;
  const maxY = LOCATOR_HEIGHT + CLIP_MARGIN;
  const paths: string[] = [];
  for (const ring of worldRings()) {
    const projected = ring.map(project);
    // Quick reject: a ring wholly beyond one side of the frame.
    if (
      projected.every((p) => p[0] < min) ||
      projected.every((p) => p[0] > maxX) ||
      projected.every((p) => p[1] < min) ||
      projected.every((p) => p[1] > maxY)
    )
      continue;
    const clipped = clipToFrame(projected, min, maxX, maxY);
    if (clipped.length < 3) continue;
    paths.push(
      `M${clipped.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join('L')}Z`,
    );
  }
  return { land: paths.join(''), pin: { x: LOCATOR_WIDTH / 2, y: LOCATOR_HEIGHT / 2 } };
}
