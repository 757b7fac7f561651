import { EARTH_RADIUS_KM, KM_PER_MILE } from '../constants/jewelers';
import type { Locale } from '../constants/site';

export interface Position {
  latitude: number;
  longitude: number;
}

export type DistanceUnit = 'km' | 'mi';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km on a sphere of EARTH_RADIUS_KM (000 §9). */
export function haversineKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing asin's argument past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 000 §9: miles for en, km for every other locale. */
export function distanceUnit(locale: Locale): DistanceUnit {
  return locale === 'en' ? 'mi' : 'km';
}

/** A distance in km expressed in `unit` (000 §9: miles are km / 1.609). */
export function inUnit(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}

/** The distance from the visitor to a place in the locale's unit, null without a position. */
export function distanceToUser(
  user: Position | null,
  place: Position,
  locale: Locale,
): number | null {
  return user ? inUnit(haversineKm(user, place), distanceUnit(locale)) : null;
}

/**
 * What the UI hands to Intl.NumberFormat for a distance: whole units from 10 on, one decimal
 * below (a shop 2.4 km away reads better than "2 km"), and the unit as Intl names it.
 */
export function distanceFormat(
  distance: number,
  unit: DistanceUnit,
): { value: number; unit: 'kilometer' | 'mile'; maximumFractionDigits: 0 | 1 } {
  return {
    value: distance,
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    maximumFractionDigits: distance < 10 ? 1 : 0,
  };
}
