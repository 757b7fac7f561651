import { describe, expect, it } from 'vitest';
import { eq, form_submissions } from '@maison/db';
import { eventDateForSending } from '@maison/domain';
import { auth, minimal, post, REQUIRED, row, useFormsWorld, w } from './kit';

/** The rules of single forms: locale fields, museum event dates, the yearly-ring waitlist. */

useFormsWorld();

describe('locale rules (001 §5)', () => {
  it('a Korean contact enquiry needs mobile_phone; a German one does not', async () => {
    const ko = { ...minimal('CONTACT_FORM'), used_website_language: 'KO' };
    expect(await post(ko)).toMatchObject({ status: 400, json: { mobile_phone: [REQUIRED] } });
    expect((await post({ ...ko, mobile_phone: '+82 10 1234 5678' })).status).toBe(201);
    expect((await post(minimal('CONTACT_FORM'))).status).toBe(201);
  });

  it('a Japanese address needs address_region and mobile_phone, not address_number', async () => {
    const ja: Record<string, unknown> = { ...minimal('ADDRESS_FORM'), used_website_language: 'JA' };
    const missing = await post(ja);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ address_region: [REQUIRED], mobile_phone: [REQUIRED] });
    const { address_number: _n, ...withoutNumber } = ja;
    const ok = await post({
      ...withoutNumber,
      address_region: '東京都',
      mobile_phone: '090-1234-5678',
      address_country: 'jp',
    });
    expect(ok.status).toBe(201);
    const stored = await row(ok.json.uuid);
    expect(stored.language).toBe('ja');
    expect(stored.data.address_country).toBe('JP');
    expect(stored.data).not.toHaveProperty('address_number');
    const { address_number: _m, ...germanWithoutNumber } = minimal('ADDRESS_FORM');
    expect((await post(germanWithoutNumber)).json).toEqual({ address_number: [REQUIRED] });
  });
});

describe('museum event dates (001 §5)', () => {
  // The fixture window: 2030-06-03 (a Monday) to 2030-06-28, Mondays and Sundays excluded.
  const museum = (day: string) => ({
    ...minimal('EVENT_REGISTRATION'),
    event_date: eventDateForSending(day),
  });
  const cannotBook = { event_date: ['This date cannot be booked.'] };

  it.each([
    ['the day before the start', '2030-06-02'],
    ['the start day, a Monday (excluded)', '2030-06-03'],
    ['an excluded Monday', '2030-06-10'],
    ['an excluded Sunday', '2030-06-09'],
    ['the day after the end', '2030-06-29'],
  ])('%s (%s) → 400', async (_label, day) => {
    expect(await post(museum(day))).toMatchObject({ status: 400, json: cannotBook });
  });

  it.each([
    ['a Tuesday inside the window', '2030-06-04'],
    ['the end day', '2030-06-28'],
  ])('%s (%s) → 201, stored as sent', async (_label, day) => {
    const { status, json } = await post(museum(day));
    expect(status).toBe(201);
    expect((await row(json.uuid)).data.event_date).toBe(`${day}T07:00:00.000Z`);
  });

  it('the day is the UTC day of the instant minus 7 hours, in any offset notation', async () => {
    // 2030-06-04T06:00Z names 2030-06-03 (excluded); 09:00+02:00 is 07:00Z on the 4th.
    const early = { ...museum('2030-06-04'), event_date: '2030-06-04T06:00:00Z' };
    expect(await post(early)).toMatchObject({ status: 400, json: cannotBook });
    const offset = { ...museum('2030-06-04'), event_date: '2030-06-04T09:00:00+02:00' };
    expect((await post(offset)).status).toBe(201);
  });

  it('an unknown story or component, or a malformed date, is refused by name', async () => {
    expect(
      (await post({ ...museum('2030-06-04'), storyblok_component_uid: 'other' })).json,
    ).toEqual({ storyblok_component_uid: ['Unknown form.'] });
    expect((await post({ ...museum('2030-06-04'), storyblok_story_uuid: null })).json).toEqual({
      storyblok_component_uid: ['Unknown form.'],
    });
    const malformed = await post({ ...museum('2030-06-04'), event_date: '04.06.2030' });
    expect(Object.keys(malformed.json)).toEqual(['event_date']);
    expect((malformed.json.event_date as string[])[0]).toMatch(/^Datetime has wrong format/);
  });
});

describe('yearly-ring waitlist access (001 §6)', () => {
  const denied = { detail: 'You do not have permission to perform this action.' };

  it('anonymous → 403, even before the fields are checked', async () => {
    expect(await post(minimal('LIMITED_RING_REQUEST'))).toMatchObject({
      status: 403,
      json: denied,
    });
    expect(await post({ action: 'LIMITED_RING_REQUEST' })).toMatchObject({
      status: 403,
      json: denied,
    });
  });

  it('a visitor without a portal membership → 403; a bad token → 403', async () => {
    expect(await post(minimal('LIMITED_RING_REQUEST'), auth('visitor'))).toMatchObject({
      status: 403,
      json: denied,
    });
    expect(
      (await post(minimal('LIMITED_RING_REQUEST'), { Authorization: 'Token nonsense' })).status,
    ).toBe(403);
  });

  it('any jeweler with a membership may join; nothing was stored for the denied', async () => {
    expect((await post(minimal('LIMITED_RING_REQUEST'), auth('solo'))).status).toBe(201);
    const rows = await w.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.action, 'LIMITED_RING_REQUEST'));
    expect(
      rows.every((r) => r.email === 'jeweler@maison.test' || r.email === 'solo@maison.test'),
    ).toBe(true);
  });
});
