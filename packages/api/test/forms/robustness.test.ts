import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_ACTIONS } from '@maison/domain';
import { auth, call, minimal, post, useFormsWorld, w } from './kit';

/** The forms routes under arbitrary bodies, U+0000 and logging; their OpenAPI description. */

useFormsWorld();

describe('robustness', () => {
  const fieldNames = [
    'action',
    'email',
    'message',
    'data_agreement',
    'used_website_language',
    'language',
    'gender',
    'title',
    'event_date',
    'products',
    'metadata',
    'store_uuid',
    'storyblok_story_uuid',
    'storyblok_component_uid',
    'newsletter_subscription',
    'address_country',
  ];
  const action = fc.oneof(fc.constantFrom<unknown>(...FORM_ACTIONS), fc.string(), fc.jsonValue());
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record({ action }),
    fc
      .tuple(action, fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue()))
      .map(([a, fields]) => ({ ...fields, action: a })),
    fc
      .tuple(
        fc.constantFrom(...FORM_ACTIONS),
        fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue()),
      )
      .map(([a, fields]) => ({ ...minimal(a), ...fields })),
  );

  it('arbitrary JSON bodies never make POST or PATCH answer 5xx', async () => {
    const { json } = await post(minimal('CONTACT_FORM'));
    const uuid = String(json.uuid);
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.boolean(), async (sent, patchIt, asJeweler) => {
        const path = patchIt ? `/forms/${uuid}/` : '/forms/';
        const headers = asJeweler ? auth('jeweler') : {};
        const answer = await call(patchIt ? 'PATCH' : 'POST', path, sent, headers);
        expect(answer.status).toBeLessThan(500);
        expect([200, 201, 400, 403, 404]).toContain(answer.status);
      }),
      { numRuns: 150 },
    );
  });

  it('quotes a refused object action without calling its own toString (it answered 500)', async () => {
    const odd = await post({ action: { toString: false } });
    expect(odd.status).toBe(400);
    expect(odd.json).toEqual({ action: ['"{"toString":false}" is not a valid choice.'] });
    const { json } = await post(minimal('CONTACT_FORM'));
    const patched = await call('PATCH', `/forms/${String(json.uuid)}/`, {
      action: { toString: false },
    });
    expect(patched.status).toBe(400);
  });

  it('answers 400 naming the field for U+0000 in any text, nested ones too (PostgreSQL cannot store it)', async () => {
    const nul = await post({ ...minimal('CONTACT_FORM'), message: 'Guten\u0000Tag' });
    expect(nul.status).toBe(400);
    expect(nul.json).toEqual({ message: ['Null characters are not allowed.'] });
    const nested = await post({
      ...minimal('CONTACT_FORM'),
      metadata: { context: 'microsite', jeweler_slug: 'a\u0000b', jeweler_story_uuid: 'x' },
    });
    expect(nested.status).toBe(400);
    expect(nested.json).toEqual({ 'metadata.jeweler_slug': ['Null characters are not allowed.'] });
    const { json } = await post(minimal('CONTACT_FORM'));
    const patched = await call('PATCH', `/forms/${String(json.uuid)}/`, { first_name: '\u0000' });
    expect(patched.status).toBe(400);
    expect(patched.json).toEqual({ first_name: ['Null characters are not allowed.'] });
  });

  it('never logs e-mail addresses or message texts at info level', () => {
    const info = w.logs.filter((l) => l.level === 30).map((l) => JSON.stringify(l));
    expect(info.length).toBeGreaterThan(10);
    expect(info.filter((l) => /@example\.com|@maison\.test|Ich interessiere/.test(l))).toEqual([]);
  });

  it('describes the forms routes in the OpenAPI document', async () => {
    const doc = (await (await w.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/api/v1/forms/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/forms/{uuid}/'] ?? {})).toEqual(['patch']);
    expect(doc.paths['/api/v1/forms/{uuid}/newsletter-subscribe-confirm/']).toHaveProperty('post');
    expect(doc.paths['/api/v1/forms/export/']).toHaveProperty('get');
    expect(doc.components.schemas).toHaveProperty('FormContactForm');
    expect(doc.components.schemas).toHaveProperty('FormLimitedRingRequest');
  });
});
