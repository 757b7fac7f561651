import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cms_stories, createOutboxRepository } from '@maison/db';
import { eventDateForSending } from '@maison/domain';
import { createLocalPublishHook } from '@maison/services/content/publish-hook';
import type { Story, StoryContent } from '@maison/services/content/types';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

/**
 * The forms read their content through the content port, not the database: with
 * STORYBLOK_TOKEN set, the Storyblok adapter asks api.storyblok.com (answered here by a fake
 * fetch in CDA v2 shapes) while the database holds no story at all.
 */

const SITE = 'https://maison.example';
const MUSEUM_STORY = '7c0e0000-0000-4000-8000-0000000000aa';
const MUSEUM_FORM = 'museum-form-cda';
const JEWELER_CRM = '3e9c7a10-1b2d-4c3e-9f40-5a6b7c8d9e0f';

function cdaStory(uuid: string, fullSlug: string, content: StoryContent, lang = 'default'): Story {
  const slug = fullSlug.split('/').at(-1) ?? fullSlug;
  return {
    id: 1,
    uuid,
    name: slug,
    slug,
    full_slug: fullSlug,
    default_full_slug: fullSlug,
    content,
    created_at: '2026-10-01T08:00:00.000Z',
    published_at: '2026-10-01T08:00:00.000Z',
    first_published_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-01T08:00:00.000Z',
    lang,
    translated_slugs: [],
    alternates: [],
    position: 0,
    is_startpage: false,
    parent_id: null,
    group_id: uuid,
    tag_list: [],
    sort_by_date: null,
  };
}

/** What the fake Storyblok space publishes; tests change it and publish. */
let excludedWeekdays: string[];
const museum = () =>
  cdaStory(MUSEUM_STORY, 'marke/museum-cda', {
    component: 'page',
    _uid: 'root',
    body: [
      {
        component: 'museum_form',
        _uid: MUSEUM_FORM,
        startDate: '2030-06-03',
        endDate: '2030-06-28',
        excludedWeekdays,
      },
    ],
  });
const jeweler = cdaStory('7c0e0000-0000-4000-8000-0000000000bb', 'juweliere/cda-juwelier', {
  component: 'jeweler',
  _uid: 'jeweler-root',
  email: 'atelier@cda-juwelier.example',
  country: 'JP',
  crmUuid: JEWELER_CRM,
});
const confirmation = {
  ...cdaStory('7c0e0000-0000-4000-8000-0000000000cc', 'newsletter/bestaetigung', {
    component: 'page',
    _uid: 'confirm-root',
  }),
  translated_slugs: [{ path: 'newsletter/cda-confirmed', name: null, lang: 'en', published: true }],
};

const asked: URL[] = [];

/** api.storyblok.com in CDA v2 shapes, for the few reads the forms make. */
async function storyblok(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  asked.push(url);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', total: '1', 'per-page': '1' },
    });
  const query = url.searchParams;
  if (url.hostname !== 'api.storyblok.com' || query.get('token') !== 'cda-public-token') {
    return json({ error: 'Unauthorized' }, 401);
  }
  if (url.pathname === '/v2/cdn/stories') {
    const stories = [museum(), jeweler].filter(
      (s) =>
        (!query.has('by_uuids') || query.get('by_uuids') === s.uuid) &&
        (!query.has('content_type') || query.get('content_type') === s.content.component) &&
        (!query.has('filter_query[crmUuid][in]') ||
          query.get('filter_query[crmUuid][in]') === s.content.crmUuid),
    );
    return json({ stories, cv: 1, rels: [], links: [] });
  }
  if (url.pathname === '/v2/cdn/stories/newsletter/bestaetigung') {
    return json({ story: confirmation, cv: 1, rels: [], links: [] });
  }
  return json({ error: 'This record could not be found' }, 404);
}

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
let ip = 0;

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', 'cda-public-token');
  vi.stubEnv('SITE_URL', SITE);
  vi.stubGlobal('fetch', storyblok);
  testDb = await createTestDb();
  ({ app } = testApp(testDb.db));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await testDb.close();
});
beforeEach(() => {
  excludedWeekdays = ['monday', 'sunday'];
});

async function post(body: Record<string, unknown>) {
  const res = await app.request(
    '/api/v1/forms/',
    jsonRequest('POST', body, { 'x-forwarded-for': `10.9.0.${++ip}` }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const common = {
  form_id: 'cda',
  used_website_language: 'EN',
  storyblok_story_uuid: null,
  storyblok_component_uid: null,
  store_uuid: null,
  metadata: { context: 'website' },
};
const person = { gender: 'W', first_name: 'Anna', last_name: 'Berger', data_agreement: true };
const registration = (day: string, email: string) => ({
  ...common,
  ...person,
  action: 'EVENT_REGISTRATION',
  email,
  event_date: eventDateForSending(day),
  storyblok_story_uuid: MUSEUM_STORY,
  storyblok_component_uid: MUSEUM_FORM,
});
const museumReads = () => asked.filter((u) => u.searchParams.get('by_uuids') === MUSEUM_STORY);

describe('forms read their content through the content port (Storyblok)', () => {
  it('the database holds no story; the museum window comes from Storyblok', async () => {
    expect(await testDb.db.select().from(cms_stories)).toEqual([]);
    // 2030-06-04 is a Tuesday inside the window, 2030-06-10 an excluded Monday.
    expect(await post(registration('2030-06-04', 'a@example.com'))).toMatchObject({
      status: 201,
    });
    expect(await post(registration('2030-06-10', 'b@example.com'))).toEqual({
      status: 400,
      json: { event_date: ['This date cannot be booked.'] },
    });
    expect(
      await post({ ...registration('2030-06-04', 'c@example.com'), storyblok_component_uid: 'x' }),
    ).toEqual({ status: 400, json: { storyblok_component_uid: ['Unknown form.'] } });
    const [read] = museumReads();
    expect(read?.searchParams.get('version')).toBe('published');
    expect(read?.searchParams.get('language')).toBe('en');
  });

  it('reads are remembered until a publish', async () => {
    const before = museumReads().length;
    await post(registration('2030-06-05', 'd@example.com'));
    await post(registration('2030-06-06', 'e@example.com'));
    expect(museumReads().length).toBe(before);

    // Thursdays leave the window; the in-process publish hook makes the change count at once.
    excludedWeekdays = ['thursday'];
    await createLocalPublishHook().changed({
      uuid: MUSEUM_STORY,
      action: 'published',
      full_slug: 'marke/museum-cda',
      component: 'page',
      links_changed: false,
    });
    expect((await post(registration('2030-06-13', 'f@example.com'))).json).toEqual({
      event_date: ['This date cannot be booked.'],
    });
    expect(museumReads().length).toBe(before + 1);
  });

  it('the microsite jeweler and the newsletter page path come from Storyblok too', async () => {
    const outbox = createOutboxRepository(testDb.db);
    const contact = await post({
      ...common,
      action: 'CONTACT_FORM',
      email: 'g@example.com',
      message: 'Hello',
      data_agreement: true,
      store_uuid: JEWELER_CRM,
    });
    expect(contact.status).toBe(201);
    const mails = await outbox.list(100);
    expect(
      mails.find(
        (m) => m.kind === 'form_notification' && m.text.includes(String(contact.json.uuid)),
      ),
    ).toMatchObject({ to: 'atelier@cda-juwelier.example', language: 'ja' });

    const subscribe = await post({
      ...common,
      ...person,
      action: 'NEWSLETTER_SUBSCRIBE',
      email: 'h@example.com',
    });
    expect(subscribe.status).toBe(201);
    const optIn = (await outbox.list(100)).find((m) => m.to === 'h@example.com');
    expect(optIn?.text).toContain(
      `${SITE}/en/newsletter/cda-confirmed?uuid=${String(subscribe.json.uuid)}`,
    );
  });
});
