import { describe, expect, it } from 'vitest';
import { auth, call, mailsAbout, post, REQUIRED, row, uniqueEmail, useFormsWorld } from './kit';

/**
 * The wizard's contact form (001 §3–§5, docs/decisions/0036): a CONTACT_FORM sent from a
 * published `wizard` block takes the wizard's fields and rules; at the first step its record
 * is later completed by PATCH with the recommendations and the questions and answers.
 */

useFormsWorld();

const FINDER_STORY = '5a1f0000-0000-4000-8000-00000000f1d0';

function wizardContact(component = 'wizard-agree', email = uniqueEmail('finder')) {
  return {
    action: 'CONTACT_FORM',
    form_id: `${component}-id`,
    used_website_language: 'JA',
    storyblok_story_uuid: FINDER_STORY,
    storyblok_component_uid: component,
    metadata: { context: 'website' },
    subject: 'Finder',
    gender: 'W',
    first_name: '花子',
    last_name: '山田',
    email,
    newsletter_subscription: false,
    data_agreement: true,
    customMessage: '週末に伺えますか。',
  };
}

describe('wizard contact form (001 §3, §5)', () => {
  it('requires email, gender, first and last name, not the contact form message', async () => {
    const { gender: _g, first_name: _f, last_name: _l, email: _e, ...rest } = wizardContact();
    const missing = await post(rest);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      gender: [REQUIRED],
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      email: [REQUIRED],
    });
    const ok = await post(wizardContact());
    expect(ok.status).toBe(201);
    const stored = await row(ok.json.uuid);
    expect(stored.action).toBe('CONTACT_FORM');
    expect(stored.language).toBe('ja');
    expect(stored.data).toMatchObject({
      first_name: '花子',
      last_name: '山田',
      gender: 'W',
      customMessage: '週末に伺えますか。',
    });
  });

  it('requires the data agreement only where the block configures its label', async () => {
    const unticked = { ...wizardContact(), data_agreement: false };
    expect(await post(unticked)).toMatchObject({
      status: 400,
      json: { data_agreement: [REQUIRED] },
    });
    expect((await post({ ...wizardContact('wizard-plain'), data_agreement: false })).status).toBe(
      201,
    );
  });

  it('checks the wizard fields: a bad e-mail, gender and an over-long message', async () => {
    const bad = await post({
      ...wizardContact(),
      email: 'no-address',
      gender: 'X',
      customMessage: 'x'.repeat(5001),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['customMessage', 'email', 'gender']);
    expect(bad.json.email).toEqual(['Enter a valid email address.']);
  });

  it('a component that is no wizard keeps the contact form rules', async () => {
    const body = { ...wizardContact(), storyblok_component_uid: 'no-such-block' };
    expect(await post(body)).toMatchObject({ status: 400, json: { message: [REQUIRED] } });
  });

  it('first step, then PATCH: one record with products and the questions and answers, listed for staff', async () => {
    const first = await post(wizardContact());
    expect(first.status).toBe(201);
    const uuid = String(first.json.uuid);
    const message =
      '週末に伺えますか。\n\nどなたへの贈り物ですか？: ご自身へ\n色は？: ローズゴールド';
    const patched = await call('PATCH', `/forms/${uuid}/`, {
      action: 'CONTACT_FORM',
      form_id: 'wizard-agree-id',
      used_website_language: 'JA',
      products: '10-1079, 20-2040,30-3001',
      message,
    });
    expect(patched).toMatchObject({ status: 200, json: { uuid } });
    const stored = await row(uuid);
    expect(stored.data).toMatchObject({
      first_name: '花子',
      customMessage: '週末に伺えますか。',
      products: '10-1079,20-2040,30-3001',
      message,
    });
    const listed = await call('GET', '/forms/?action=CONTACT_FORM', undefined, auth('admin'));
    expect(listed.status).toBe(200);
    const results = listed.json.results as { uuid: string; data: Record<string, unknown> }[];
    const mine = results.filter((r) => r.uuid === uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toMatchObject({ products: '10-1079,20-2040,30-3001', message });
    // The brand is told of the record and of what the PATCH added.
    const mails = await mailsAbout(uuid);
    expect(mails.some((m) => m.text.includes('10-1079,20-2040,30-3001'))).toBe(true);
  });

  it('the PATCH refuses bad article numbers and leaves the record as it was', async () => {
    const first = await post(wizardContact());
    const uuid = String(first.json.uuid);
    const bad = await call('PATCH', `/forms/${uuid}/`, { products: 'a b;c', message: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ products: ['Enter article numbers separated by commas.'] });
    expect((await row(uuid)).data).not.toHaveProperty('message');
  });

  it('at the last step products and message come with the POST', async () => {
    const sent = await post({
      ...wizardContact('wizard-plain'),
      products: '10-1079',
      message: 'Für wen?: Für mich',
    });
    expect(sent.status).toBe(201);
    expect((await row(sent.json.uuid)).data).toMatchObject({
      products: '10-1079',
      message: 'Für wen?: Für mich',
    });
  });
});
