import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, KM_PER_MILE } from '../constants/jewelers';
import { distanceFormat, distanceToUser, distanceUnit, haversineKm, inUnit } from './distance';

const ZURICH = { latitude: 47.3769, longitude: 8.5417 };
const MUNICH = { latitude: 48.1374, longitude: 11.5755 };
const TOKYO = { latitude: 35.6812, longitude: 139.7671 };
const SEOUL = { latitude: 37.5665, longitude: 126.978 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('haversineKm (000 §9, R 6371 km)', () => {
  it('Zürich–München is 242 km ± 2', () => {
    expect(Math.abs(haversineKm(ZURICH, MUNICH) - 242)).toBeLessThanOrEqual(2);
  });

  it('matches two more known great-circle distances', () => {
    // Published great-circle distances on a 6371 km sphere, to the nearest 10 km.
    expect(Math.abs(haversineKm(LONDON, NEW_YORK) - 5570)).toBeLessThanOrEqual(10);
    expect(Math.abs(haversineKm(TOKYO, SEOUL) - 1160)).toBeLessThanOrEqual(10);
  });

  it('is symmetric and zero for one point', () => {
    expect(haversineKm(MUNICH, ZURICH)).toBeCloseTo(haversineKm(ZURICH, MUNICH), 9);
    expect(haversineKm(TOKYO, TOKYO)).toBe(0);
  });

  it('uses the spec radius: antipodes are half the circumference apart', () => {
    const antipode = { latitude: -ZURICH.latitude, longitude: ZURICH.longitude - 180 };
    expect(haversineKm(ZURICH, antipode)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});

describe('distance unit (000 §9)', () => {
  it('is miles for en and km for every other locale', () => {
    expect(distanceUnit('en')).toBe('mi');
    for (const locale of ['de', 'ja', 'ko', 'zh-hans'] as const)
      expect(distanceUnit(locale)).toBe('km');
  });

  it('converts km to miles by dividing by 1.609', () => {
    expect(inUnit(1.609, 'mi')).toBeCloseTo(1, 12);
    expect(inUnit(100, 'mi')).toBeCloseTo(100 / KM_PER_MILE, 12);
    expect(inUnit(100, 'km')).toBe(100);
  });

  it('gives the distance to the user in the locale unit, null without a position', () => {
    const km = haversineKm(ZURICH, MUNICH);
    expect(distanceToUser(ZURICH, MUNICH, 'de')).toBeCloseTo(km, 9);
    expect(distanceToUser(ZURICH, MUNICH, 'en')).toBeCloseTo(km / 1.609, 9);
    expect(distanceToUser(null, MUNICH, 'en')).toBeNull();
  });
});

describe('distanceFormat', () => {
  it('names the unit for Intl and keeps one decimal below 10', () => {
    expect(distanceFormat(2.44, 'km')).toEqual({
      value: 2.44,
      unit: 'kilometer',
      maximumFractionDigits: 1,
    });
    expect(distanceFormat(150.4, 'mi')).toEqual({
      value: 150.4,
      unit: 'mile',
      maximumFractionDigits: 0,
    });
  });
});
