import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_DATE_SHIFT_H,
  FORM_ACTIONS,
  LOCALES,
  type FormAction,
  type Locale,
} from '../constants';
import {
  CONTACT_STEP2_FIELDS,
  FORM_FIELDS,
  WEEKDAYS,
  eventDateForSending,
  eventDayOf,
  isCalendarDay,
  isEventDayAllowed,
  isFilled,
  localeOfLanguage,
  missingFormFields,
  requiredFormFields,
  showsTitle,
  websiteLanguage,
  type Weekday,
} from './rules';

const action = fc.constantFrom(...FORM_ACTIONS);
const locale = fc.constantFrom(...LOCALES);
/** Calendar days between 1900 and 2199 as YYYY-MM-DD. */
const day = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const weekdays = fc.subarray([...WEEKDAYS]);

/** A value every required field accepts. */
const filled = (field: string): unknown => (field === 'data_agreement' ? true : 'x');
const complete = (a: FormAction, l: Locale) =>
  Object.fromEntries(requiredFormFields(a, l).map((f) => [f, filled(f)]));

describe('requiredFormFields: the locale rules of 001 §5', () => {
  it('Korean contact enquiries need a mobile phone, other locales do not', () => {
    expect(requiredFormFields('CONTACT_FORM', 'ko')).toEqual([
      'email',
      'message',
      'data_agreement',
      'mobile_phone',
    ]);
    for (const l of LOCALES.filter((x) => x !== 'ko')) {
      expect(requiredFormFields('CONTACT_FORM', l)).toEqual(['email', 'message', 'data_agreement']);
    }
  });

  it('Japanese addresses need region and mobile phone and no house number', () => {
    const ja = requiredFormFields('ADDRESS_FORM', 'ja');
    expect(ja).toContain('address_region');
    expect(ja).toContain('mobile_phone');
    expect(ja).not.toContain('address_number');
    for (const l of LOCALES.filter((x) => x !== 'ja')) {
      const other = requiredFormFields('ADDRESS_FORM', l);
      expect(other).toContain('address_number');
      expect(other).not.toContain('address_region');
      expect(other).not.toContain('mobile_phone');
    }
  });

  it('the other actions do not depend on the locale', () => {
    fc.assert(
      fc.property(action, locale, (a, l) => {
        fc.pre(!(a === 'CONTACT_FORM' && l === 'ko') && !(a === 'ADDRESS_FORM' && l === 'ja'));
        expect(requiredFormFields(a, l)).toEqual(requiredFormFields(a, 'de'));
      }),
    );
  });

  it('names the spec fields of the waitlist and the museum form', () => {
    expect(requiredFormFields('LIMITED_RING_REQUEST', 'de')).toEqual([
      'customer_lastname',
      'jewelry_value',
      'data_agreement',
    ]);
    expect(requiredFormFields('EVENT_REGISTRATION', 'en')).toEqual([
      'gender',
      'first_name',
      'last_name',
      'email',
      'event_date',
      'data_agreement',
    ]);
  });

  it('every required field is a field the form offers, without duplicates', () => {
    fc.assert(
      fc.property(action, locale, (a, l) => {
        const required = requiredFormFields(a, l);
        expect(new Set(required).size).toBe(required.length);
        for (const field of required) expect(FORM_FIELDS[a]).toContain(field);
      }),
    );
  });

  it('contact step 2 requires nothing and offers the title and name fields', () => {
    expect(CONTACT_STEP2_FIELDS).toContain('first_name');
    for (const field of CONTACT_STEP2_FIELDS) {
      expect(requiredFormFields('CONTACT_FORM', 'de')).not.toContain(field);
    }
  });
});

describe('missingFormFields', () => {
  it('nothing is missing from a complete form', () => {
    fc.assert(
      fc.property(action, locale, (a, l) => missingFormFields(a, l, complete(a, l)).length === 0),
    );
  });

  it('an empty form misses every required field, in order', () => {
    fc.assert(
      fc.property(action, locale, (a, l) => {
        expect(missingFormFields(a, l, {})).toEqual([...requiredFormFields(a, l)]);
      }),
    );
  });

  it('reports exactly the fields taken away, blank or unticked', () => {
    fc.assert(
      fc.property(
        action,
        locale,
        fc.constantFrom<unknown>(undefined, null, '', '   \n', false, [], Number.NaN),
        fc.infiniteStream(fc.boolean()),
        (a, l, empty, drops) => {
          const values = complete(a, l);
          const dropped: string[] = [];
          for (const field of requiredFormFields(a, l)) {
            if (drops.next().value) {
              values[field] = empty;
              dropped.push(field);
            }
          }
          expect(missingFormFields(a, l, values)).toEqual(dropped);
        },
      ),
    );
  });

  it('a ko contact without a phone misses only the phone; in de it is complete', () => {
    const values = { email: 'a@b.ch', message: 'Hallo', data_agreement: true };
    expect(missingFormFields('CONTACT_FORM', 'ko', values)).toEqual(['mobile_phone']);
    expect(missingFormFields('CONTACT_FORM', 'de', values)).toEqual([]);
  });

  it('isFilled: non-blank strings, true, finite numbers and non-empty lists count', () => {
    expect([' a ', true, 0, 3.5, ['x']].map(isFilled)).toEqual([true, true, true, true, true]);
    expect(['', ' ', false, null, undefined, Infinity, [], {}].map(isFilled)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('languages', () => {
  it('used_website_language is the upper-case locale and reads back in either case', () => {
    fc.assert(
      fc.property(locale, fc.boolean(), (l, lower) => {
        const sent = websiteLanguage(l);
        expect(sent).toBe(sent.toUpperCase());
        expect(localeOfLanguage(lower ? sent.toLowerCase() : sent)).toBe(l);
      }),
    );
    expect(websiteLanguage('zh-hans')).toBe('ZH-HANS');
  });

  it('anything else is no locale', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const found = localeOfLanguage(value);
        if (found !== null) expect(String(value).toLowerCase()).toBe(found);
      }),
    );
    expect([localeOfLanguage('fr'), localeOfLanguage(null), localeOfLanguage('zh')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('the title is hidden only for Japanese', () => {
    expect(LOCALES.filter((l) => !showsTitle(l))).toEqual(['ja']);
  });
});

describe('isCalendarDay', () => {
  it('accepts real days, leap days included', () => {
    expect(['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01'].every(isCalendarDay)).toBe(
      true,
    );
  });

  it('refuses impossible days and other formats', () => {
    const bad = [
      '2023-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
      '20260101',
    ];
    expect(bad.filter(isCalendarDay)).toEqual([]);
  });

  it('every day of the calendar is one', () => {
    fc.assert(fc.property(day, isCalendarDay));
  });
});

/** The rule, computed independently: Date's weekday of the day at UTC noon. */
function expectedAllowed(
  d: string,
  start: string | null,
  end: string | null,
  excluded: Weekday[],
): boolean {
  const weekday = WEEKDAYS[new Date(`${d}T12:00:00Z`).getUTCDay()] as Weekday;
  return (!start || d >= start) && (!end || d <= end) && !excluded.includes(weekday);
}

describe('isEventDayAllowed', () => {
  // 2026-06-01 is a Monday.
  const window = {
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    excludedWeekdays: ['monday', 'sunday'] as Weekday[],
  };

  it('the window edges: start and end days are bookable, the days beyond are not', () => {
    const open = { ...window, excludedWeekdays: [] };
    expect(isEventDayAllowed('2026-05-31', open)).toBe(false);
    expect(isEventDayAllowed('2026-06-01', open)).toBe(true);
    expect(isEventDayAllowed('2026-06-30', open)).toBe(true);
    expect(isEventDayAllowed('2026-07-01', open)).toBe(false);
  });

  it('excluded weekdays are refused inside the window', () => {
    expect(isEventDayAllowed('2026-06-01', window)).toBe(false); // Monday
    expect(isEventDayAllowed('2026-06-07', window)).toBe(false); // Sunday
    expect(isEventDayAllowed('2026-06-02', window)).toBe(true); // Tuesday
    expect(isEventDayAllowed('2026-06-06', window)).toBe(true); // Saturday
  });

  it('an empty start or end leaves that side open', () => {
    expect(isEventDayAllowed('1999-01-05', { endDate: '2026-06-30' })).toBe(true);
    expect(isEventDayAllowed('2199-01-05', { startDate: '2026-06-01', endDate: '' })).toBe(true);
    expect(isEventDayAllowed('2026-06-01', {})).toBe(true);
  });

  it('a day that is no calendar day is never bookable', () => {
    expect(isEventDayAllowed('2026-02-30', {})).toBe(false);
    expect(isEventDayAllowed('soon', {})).toBe(false);
  });

  it('agrees with the rule for any day and window', () => {
    fc.assert(
      fc.property(day, fc.option(day), fc.option(day), weekdays, (d, start, end, excluded) => {
        const allowed = isEventDayAllowed(d, {
          startDate: start,
          endDate: end,
          excludedWeekdays: excluded,
        });
        expect(allowed).toBe(expectedAllowed(d, start, end, excluded));
      }),
    );
  });

  it('excluding all seven weekdays books nothing', () => {
    fc.assert(fc.property(day, (d) => !isEventDayAllowed(d, { excludedWeekdays: [...WEEKDAYS] })));
  });
});

describe('the event date shift (001 §5, §9)', () => {
  it('sends the day at UTC midnight plus the shift', () => {
    expect(EVENT_DATE_SHIFT_H).toBe(7);
    expect(eventDateForSending('2026-06-02')).toBe('2026-06-02T07:00:00.000Z');
  });

  it('eventDayOf ∘ eventDateForSending is the identity on calendar days', () => {
    fc.assert(fc.property(day, (d) => eventDayOf(eventDateForSending(d)) === d));
  });

  it('reads the same instant in any offset notation', () => {
    expect(eventDayOf('2026-06-02T09:00:00+02:00')).toBe('2026-06-02');
    expect(eventDayOf('2026-06-01T22:00:00-09:00')).toBe('2026-06-02');
    // Before 07:00 UTC the instant names the previous day.
    expect(eventDayOf('2026-06-02T06:59:59Z')).toBe('2026-06-01');
  });

  it('refuses what is no day', () => {
    expect(() => eventDateForSending('2026-02-30')).toThrow(RangeError);
    expect(eventDayOf('not a date')).toBeNull();
  });
});
