import { describe, expect, it } from 'vitest';
import { desc, eq, form_submissions } from '@maison/db';
import { FORM_RATE_LIMIT_PER_IP, FORM_SUBMISSIONS_PAGE_SIZE } from '@maison/domain';
import { auth, call, freshIp, mailsTo, minimal, post, uniqueEmail, useFormsWorld, w } from './kit';

/** Dedupe and rate limit of submissions, and the staff list and CSV export. */

useFormsWorld();

describe('dedupe and rate limit', () => {
  it('the same submission from the same address within a minute is stored and mailed once', async () => {
    const email = uniqueEmail('twice');
    const payload = minimal('CONTACT_FORM', email);
    const ip = freshIp();
    const first = await post(payload, { 'x-forwarded-for': ip });
    const second = await post({ ...payload, form_id: 'another-id' }, { 'x-forwarded-for': ip });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, json: { uuid: first.json.uuid } });
    const rows = await w.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    // Another address, or other fields, make a new submission.
    const elsewhere = await post(payload);
    expect(elsewhere.json.uuid).not.toBe(first.json.uuid);
    const changed = await post(
      { ...payload, message: 'Noch eine Frage.' },
      { 'x-forwarded-for': ip },
    );
    expect(changed.json.uuid).not.toBe(first.json.uuid);
  });

  it('concurrent equal submissions still make one row', async () => {
    const email = uniqueEmail('race');
    const ip = freshIp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(minimal('REGISTRATION', email), { 'x-forwarded-for': ip })),
    );
    expect(new Set(answers.map((a) => a.json.uuid)).size).toBe(1);
    const rows = await w.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.email, email));
    expect(rows).toHaveLength(1);
  });

  it(`over ${FORM_RATE_LIMIT_PER_IP} requests per window from one IP → 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_RATE_LIMIT_PER_IP; i++) {
      expect((await post({}, { 'x-forwarded-for': ip })).status).toBe(400);
    }
    const throttled = await post(minimal('CONTACT_FORM'), { 'x-forwarded-for': ip });
    expect(throttled.status).toBe(429);
    expect(throttled.json.detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds?\.$/,
    );
    expect(Number(throttled.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const patched = await call(
      'PATCH',
      '/forms/6f1c2d3e-4a5b-4c6d-8e7f-000000000000/',
      {},
      {
        'x-forwarded-for': ip,
      },
    );
    expect(patched.status).toBe(429);
    expect((await post(minimal('CONTACT_FORM'))).status).toBe(201);
  });
});

describe('staff list and export', () => {
  it('needs a login (401) as a superuser (403)', async () => {
    for (const path of ['/forms/', '/forms/export/', '/forms/?action=NOPE']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, undefined, auth('visitor'))).status).toBe(403);
      expect((await call('GET', path, undefined, auth('jeweler'))).status).toBe(403);
    }
  });

  it('lists newest first, filters by action and day, pages', async () => {
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = await post({ ...minimal('ADDRESS_FORM'), address_number: String(100 + i) });
      created.push(String(json.uuid));
    }
    const all = await call('GET', '/forms/', undefined, auth('admin'));
    expect(all.status).toBe(200);
    const results = all.json.results as { uuid: string; created_at: string; action: string }[];
    expect(all.json.count).toBeGreaterThan(3);
    const times = results.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [newest] = await w.db
      .select()
      .from(form_submissions)
      .orderBy(desc(form_submissions.created_at), desc(form_submissions.id))
      .limit(1);
    expect(results[0]?.uuid).toBe(newest?.uuid);

    const addresses = await call('GET', '/forms/?action=ADDRESS_FORM', undefined, auth('admin'));
    const list = addresses.json.results as { uuid: string; action: string; data: object }[];
    expect(list.every((r) => r.action === 'ADDRESS_FORM')).toBe(true);
    expect(list.slice(0, 3).map((r) => r.uuid)).toEqual([...created].reverse());
    expect(list[0]).toMatchObject({
      channel: 'website',
      language: 'de',
      form_id: 'form-address_form',
      data: { address_number: '102' },
    });
    expect(addresses.json.next).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const q = (query: string) => call('GET', `/forms/?${query}`, undefined, auth('admin'));
    expect((await q(`created_after=${today}&created_before=${today}`)).json.count).toBe(
      all.json.count,
    );
    expect((await q(`created_after=${tomorrow}`)).json).toMatchObject({ count: 0, results: [] });
    expect((await q(`created_before=${yesterday}`)).json.count).toBe(0);
    expect(await q('created_after=2026-02-30')).toMatchObject({
      status: 400,
      json: { created_after: ['Enter a valid date.'] },
    });
    expect(await q('action=NOPE')).toMatchObject({
      status: 400,
      json: { action: ['"NOPE" is not a valid choice.'] },
    });
    expect(await q('page=999')).toMatchObject({ status: 404, json: { detail: 'Invalid page.' } });
    expect((await q('page=0')).status).toBe(404);
  });

  it('pages of FORM_SUBMISSIONS_PAGE_SIZE with a next link', async () => {
    const count = (await call('GET', '/forms/', undefined, auth('admin'))).json.count as number;
    for (let i = count; i <= FORM_SUBMISSIONS_PAGE_SIZE; i++) await post(minimal('REGISTRATION'));
    const first = await call('GET', '/forms/', undefined, auth('admin'));
    expect((first.json.results as unknown[]).length).toBe(FORM_SUBMISSIONS_PAGE_SIZE);
    const next = new URL(String(first.json.next));
    expect(next.searchParams.get('page')).toBe('2');
    const second = await call('GET', `/forms/?page=2`, undefined, auth('admin'));
    expect(second.status).toBe(200);
    const firstIds = new Set((first.json.results as { uuid: string }[]).map((r) => r.uuid));
    expect((second.json.results as { uuid: string }[]).some((r) => firstIds.has(r.uuid))).toBe(
      false,
    );
  });

  it('exports CSV: BOM, quoted cells, formula-safe, the action’s fields as columns', async () => {
    const { json } = await post({
      ...minimal('CONTACT_FORM', 'csv@example.com'),
      subject: '=HYPERLINK("http://evil.example","click")',
      message: 'Zeile 1\nZeile 2, mit Komma und "Zitat"',
      mobile_phone: '+41 44 555 04 00',
    });
    const uuid = String(json.uuid);
    await call('PATCH', `/forms/${uuid}/`, { first_name: '@Jonas', last_name: 'Müller' });
    const res = await w.app.request('/api/v1/forms/export/?action=CONTACT_FORM', {
      headers: auth('admin'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="forms-CONTACT_FORM-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe(
      [
        'uuid',
        'created_at',
        'action',
        'form_id',
        'language',
        'channel',
        'jeweler_slug',
        'store_uuid',
        'subject',
        'email',
        'mobile_phone',
        'message',
        'data_agreement',
        'products',
        'title',
        'gender',
        'first_name',
        'last_name',
        'address_zip_code',
        'address_city',
        'newsletter_subscription',
      ]
        .map((c) => `"${c}"`)
        .join(','),
    );
    const line = lines.find((l) => l.startsWith(`"${uuid}"`)) ?? '';
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain(`"'+41 44 555 04 00"`);
    expect(line).toContain('"Zeile 1\nZeile 2, mit Komma und ""Zitat"""');
    expect(line).toContain(`"'@Jonas","Müller"`);
    expect(line).toContain('"true"');
    expect(text.endsWith('\r\n')).toBe(true);
    // Newest first, only contact rows.
    const rows = text.split('\r\n').filter((l) => /^"[0-9a-f-]{36}"/.test(l));
    expect(rows.every((l) => l.includes('"CONTACT_FORM"'))).toBe(true);
    expect(rows[0]?.startsWith(`"${uuid}"`)).toBe(true);
  });

  it('exports every action’s fields without an action filter; bad filters → 400', async () => {
    const res = await w.app.request('/api/v1/forms/export/', { headers: auth('admin') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('forms-all-');
    const header = (await res.text()).replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
    for (const field of [
      'event_date',
      'customer_lastname',
      'address_region',
      'selected_language',
    ]) {
      expect(header).toContain(`"${field}"`);
    }
    const bad = await w.app.request('/api/v1/forms/export/?created_before=yesterday', {
      headers: auth('admin'),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ created_before: ['Enter a valid date.'] });
  });
});
