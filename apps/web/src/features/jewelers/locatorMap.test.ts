import { describe, expect, it } from 'vitest';
import { LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorMap } from './locatorMap';

/** The path's rings back as points. */
function ringsOf(land: string): [number, number][][] {
  return land
    .split('Z')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/^M/, '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );
}

/** Even-odd rule, as the SVG fills it. */
function onLand(land: string, x: number, y: number): boolean {
  let inside = false;
  for (const ring of ringsOf(land)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('locatorMap (the jeweler page’s map pin)', () => {
  it('puts the pin in the middle of the frame, on land, for an inland city (Zürich)', () => {
    const { land, pin } = locatorMap(47.3769, 8.5417);
    expect(pin).toEqual({ x: LOCATOR_WIDTH / 2, y: LOCATOR_HEIGHT / 2 });
    expect(onLand(land, pin.x, pin.y)).toBe(true);
    // About 600 km around Zürich is land in every corner.
    expect(onLand(land, 20, 20)).toBe(true);
    expect(onLand(land, LOCATOR_WIDTH - 20, LOCATOR_HEIGHT - 20)).toBe(true);
  });

  it('shows the sea beside a coastal city (Lisbon: land east, the Atlantic west)', () => {
    const { land, pin } = locatorMap(38.7223, -9.1393);
    expect(onLand(land, pin.x + 40, pin.y)).toBe(true);
    expect(onLand(land, 20, pin.y)).toBe(false);
  });

  it('keeps every point inside the frame and the path small', () => {
    for (const [lat, lon] of [
      [47.3769, 8.5417],
      [35.6762, 139.6503],
      [40.7128, -74.006],
      [-36.8485, 174.7633],
    ] as const) {
      const { land } = locatorMap(lat, lon);
      expect(land.length).toBeGreaterThan(0);
      expect(land.length).toBeLessThan(20_000);
      for (const ring of ringsOf(land))
        for (const [x, y] of ring) {
          expect(x).toBeGreaterThanOrEqual(-8);
          expect(x).toBeLessThanOrEqual(LOCATOR_WIDTH + 8);
          expect(y).toBeGreaterThanOrEqual(-8);
          expect(y).toBeLessThanOrEqual(LOCATOR_HEIGHT + 8);
        }
    }
  });

  it('draws no land in the open ocean', () => {
    expect(locatorMap(-30, -20).land).toBe('');
  });

  it('sees the land across the antimeridian (Fiji from Suva)', () => {
    const { land, pin } = locatorMap(-18.1416, 178.4419);
    expect(land.length).toBeGreaterThan(0);
    // Vanua Levu and Taveuni reach past 180°: land east of the pin too.
    expect(
      ringsOf(land).some((ring) => ring.some(([x]) => x > pin.x + 0.8 * (LOCATOR_WIDTH / 8))),
    ).toBe(true);
  });
});
