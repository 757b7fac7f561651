import { SWISS_POSTAL_CODE_DIGITS } from '../constants/jewelers';

export type PostalCountry = 'CH' | 'DE';

/** 000 §5: exactly 4 digits is a Swiss postal code, anything else a German one. */
export function postalCountry(zip: string): PostalCountry {
  return new RegExp(`^\\d{${SWISS_POSTAL_CODE_DIGITS}}$`).test(zip.trim()) ? 'CH' : 'DE';
}

export type PlaceQuery =
  | { kind: 'postcode'; zip: string; country: PostalCountry }
  | { kind: 'place'; query: string };

/**
 * What the visitor typed into the finder's place input: digits alone (spaces ignored, "80 331")
 * are a postal code, looked up with its country (000 §5, 001 §7 "by zip plus country code");
 * anything else is a place name ("Zürich", "80331 München" too: the name decides).
 */
export function classifyPlaceQuery(input: string): PlaceQuery {
  const trimmed = input.trim().replace(/\s+/g, ' ');
  const digits = trimmed.replace(/ /g, '');
  if (/^\d+$/.test(digits))
    return { kind: 'postcode', zip: digits, country: postalCountry(digits) };
  return { kind: 'place', query: trimmed };
}
