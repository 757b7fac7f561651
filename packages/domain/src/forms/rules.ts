import { EVENT_DATE_SHIFT_H, LOCALES, type FormAction, type Locale } from '../constants';

/**
 * The required-field rules of every form (000 §5, 001 §5). The browser and the API apply the
 * same function, so a form never accepts what the server refuses.
 */

/** The fields a visitor types (or ticks) per action, before the locale rules. */
const REQUIRED: Record<FormAction, readonly string[]> = {
  // 000 §5
  REGISTRATION: ['email', 'data_agreement'],
  // 001 §5 contact step 1: subject is not required.
  CONTACT_FORM: ['email', 'message', 'data_agreement'],
  APPOINTMENT_REQUEST: [
    'gender',
    'first_name',
    'last_name',
    'email',
    'mobile_phone',
    'appointment_request',
    'data_agreement',
  ],
  ADDRESS_FORM: [
    'gender',
    'first_name',
    'last_name',
    'address_street',
    'address_number',
    'address_zip_code',
    'address_city',
    'address_country',
    'email',
    'data_agreement',
  ],
  NEWSLETTER_SUBSCRIBE: ['gender', 'first_name', 'last_name', 'email', 'data_agreement'],
  NEWSLETTER_UNSUBSCRIBE: ['email'],
  EVENT_REGISTRATION: [
    'gender',
    'first_name',
    'last_name',
    'email',
    'event_date',
    'data_agreement',
  ],
  // 001 §5 waitlist: ring_size and notes are optional.
  LIMITED_RING_REQUEST: ['customer_lastname', 'jewelry_value', 'data_agreement'],
};

/** 001 §1, 001 §3: a form is sent from the default site or from a jeweler microsite. */
export const FORM_CHANNELS = ['website', 'microsite'] as const;
export type FormChannel = (typeof FORM_CHANNELS)[number];

/** The fields each action's form offers; anything else in a body is ignored. */
export const FORM_FIELDS: Record<FormAction, readonly string[]> = {
  REGISTRATION: ['email', 'data_agreement', 'selected_language'],
  CONTACT_FORM: ['subject', 'email', 'mobile_phone', 'message', 'data_agreement', 'products'],
  APPOINTMENT_REQUEST: [
    'title',
    'gender',
    'first_name',
    'last_name',
    'email',
    'mobile_phone',
    'appointment_request',
    'message',
    'products',
    'data_agreement',
    'newsletter_subscription',
  ],
  ADDRESS_FORM: [
    'title',
    'gender',
    'first_name',
    'last_name',
    'address_street',
    'address_number',
    'address_region',
    'address_zip_code',
    'address_city',
    'address_country',
    'email',
    'mobile_phone',
    'data_agreement',
    'newsletter_subscription',
  ],
  NEWSLETTER_SUBSCRIBE: ['title', 'gender', 'first_name', 'last_name', 'email', 'data_agreement'],
  NEWSLETTER_UNSUBSCRIBE: ['email'],
  EVENT_REGISTRATION: [
    'title',
    'gender',
    'first_name',
    'last_name',
    'email',
    'mobile_phone',
    'event_date',
    'tour_requested',
    'message',
    'data_agreement',
    'newsletter_subscription',
  ],
  LIMITED_RING_REQUEST: [
    'customer_lastname',
    'jewelry_value',
    'ring_size',
    'notes',
    'data_agreement',
    'jeweller_name',
    'jeweller_customer_id',
  ],
};

/** 001 §3: the fields of contact step 2, sent by PATCH. Nothing is required (001 §5). */
export const CONTACT_STEP2_FIELDS = [
  'title',
  'gender',
  'first_name',
  'last_name',
  'address_zip_code',
  'address_city',
  'newsletter_subscription',
] as const;

/** The required fields of an action in a locale, with the locale rules of 001 §5. */
export function requiredFormFields(action: FormAction, locale: Locale): readonly string[] {
  const base = REQUIRED[action];
  // 001 §5: Korean contact enquiries need a mobile phone number.
  if (action === 'CONTACT_FORM' && locale === 'ko') return [...base, 'mobile_phone'];
  // 001 §5: Japanese addresses need the region and a mobile phone, and have no house number.
  if (action === 'ADDRESS_FORM' && locale === 'ja')
    return [...base.filter((f) => f !== 'address_number'), 'address_region', 'mobile_phone'];
  return base;
}

/** 001 §3, 001 §5: the title field is hidden for Japanese (contact step 2, newsletter). */
export function showsTitle(locale: Locale): boolean {
  return locale !== 'ja';
}

/** A value counts as given when it is a non-blank string, `true`, a number or a non-empty list. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/** The browser's e-mail check before sending (000 §5, 001 §5): something@domain.tld, no spaces. */
const EMAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS_PATTERN.test(value.trim());

/** The required fields missing from `values` (a data agreement counts only when ticked). */
export function missingFormFields(
  action: FormAction,
  locale: Locale,
  values: Record<string, unknown>,
): string[] {
  return requiredFormFields(action, locale).filter((field) => !isFilled(values[field]));
}

/** 000 §3, 001 §3: `used_website_language` is the locale in upper case. */
export function websiteLanguage(locale: Locale): string {
  return locale.toUpperCase();
}

/** The locale of an upper- or lower-case language code, or null when it is none of ours. */
export function localeOfLanguage(language: unknown): Locale | null {
  if (typeof language !== 'string') return null;
  const lower = language.toLowerCase();
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : null;
}

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The museum form's configured window (content block fields, 001 §5). */
export interface EventDateWindow {
  /** First bookable day, YYYY-MM-DD; open-ended when empty. */
  startDate?: string | null;
  /** Last bookable day, YYYY-MM-DD; open-ended when empty. */
  endDate?: string | null;
  excludedWeekdays?: readonly Weekday[] | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string that names a real calendar day. */
export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** 001 §5: a day is bookable when it lies within the window and is not an excluded weekday. */
export function isEventDayAllowed(day: string, window: EventDateWindow): boolean {
  if (!isCalendarDay(day)) return false;
  if (window.startDate && day < window.startDate) return false;
  if (window.endDate && day > window.endDate) return false;
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
  return !(window.excludedWeekdays ?? []).includes(weekday!);
}

/**
 * 001 §5, 001 §9: the chosen calendar day is sent shifted by 7 hours. We send the day's UTC
 * midnight plus 7 hours, so the day survives every time zone (docs/decisions/0010).
 */
export function eventDateForSending(day: string): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) + EVENT_DATE_SHIFT_H * 3_600_000).toISOString();
}

/** The calendar day an event date names: the UTC day of the instant minus the shift. */
export function eventDayOf(sent: string): string | null {
  const ms = Date.parse(sent);
  if (Number.isNaN(ms)) return null;
  return new Date(ms - EVENT_DATE_SHIFT_H * 3_600_000).toISOString().slice(0, 10);
}
