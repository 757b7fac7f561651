import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '@maison/db';
import type { PublishHook } from '@maison/services/content/publish-hook';
import type { Story } from '@maison/services/content/types';
import { createApp, issueAccessToken } from '../src';
import { captureLogger, createTestDb, jsonRequest, type TestDb } from './helpers';

process.env.CONTENT_PREVIEW_SECRET = 'preview-secret-for-tests';

const FIXTURES = fileURLToPath(new URL('./fixtures/content', import.meta.url));
const HOME = '0b7c5a52-0000-4000-8000-000000000001';

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
const changed = vi.fn<PublishHook['changed']>(async () => {});
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDb({ seed: true, contentPacks: [FIXTURES] });
  app = createApp({ db: testDb.db, logger: captureLogger().logger, publishHook: { changed } });
  for (const u of await testDb.db.select().from(users)) {
    tokens[(u.email ?? String(u.username)).split('@')[0] as string] = await issueAccessToken(u);
  }
});
afterAll(() => testDb.close());
beforeEach(() => changed.mockClear());

const auth = (name: string) => ({ Authorization: `Token ${tokens[name]}` });
const json = async <T>(res: Response) => (await res.json()) as T;
const version = (name: string, slug: string, component = 'page') => ({
  name,
  slug,
  content: { component, _uid: `${slug}-uid`, body: [] },
});
const live = (fullSlug: string) => app.request(`/api/cms/v2/cdn/stories/${fullSlug}`);

describe('PUT /api/v1/cms/stories/{uuid}/', () => {
  const url = `/api/v1/cms/stories/${HOME}/`;
  const body = (publish: boolean, name = 'Start') => ({
    locales: { de: version(name, 'home') },
    publish,
  });

  it('refuses anonymous (401) and non-superusers (403)', async () => {
    expect((await app.request(url, jsonRequest('PUT', body(true)))).status).toBe(401);
    expect((await app.request(url, jsonRequest('PUT', body(true), auth('jeweler')))).status).toBe(
      403,
    );
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const res = await app.request(
      url,
      jsonRequest('PUT', { locales: { de: { name: '' } } }, auth('admin')),
    );
    expect(res.status).toBe(400);
    const errors = await json<Record<string, string[]>>(res);
    expect(errors.publish).toEqual(['This field is required.']);
    expect(errors['locales.de.slug']).toEqual(['This field is required.']);
  });

  it('stores a draft without publishing, then publishes and announces the change', async () => {
    const draft = await app.request(url, jsonRequest('PUT', body(false), auth('admin')));
    expect(draft.status).toBe(200);
    expect(changed).not.toHaveBeenCalled();
    const name = async () => (await json<{ story: Story }>(await live('home'))).story.name;
    expect(await name()).toBe('Startseite');
    const res = await app.request(url, jsonRequest('PUT', body(true), auth('admin')));
    expect(res.status).toBe(200);
    expect(changed).toHaveBeenCalledWith({
      uuid: HOME,
      action: 'published',
      full_slug: 'home',
      component: 'page',
      links_changed: true,
    });
    expect(await name()).toBe('Start');
  });

  it('says the links did not change when only the content changed', async () => {
    await app.request(url, jsonRequest('PUT', body(true), auth('admin')));
    expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ links_changed: false }));
  });

  it('answers 404 for an unknown uuid', async () => {
    const res = await app.request(
      '/api/v1/cms/stories/nope/',
      jsonRequest('PUT', body(true), auth('admin')),
    );
    expect(res.status).toBe(404);
  });
});

describe('POST /api/v1/cms/stories/', () => {
  const url = '/api/v1/cms/stories/';
  const body = (slug: string, publish: boolean, folder = 'schmuck') => ({
    folder,
    locales: { de: version('Neuheiten', slug), en: version('New in', `${slug}-en`) },
    publish,
  });

  it('refuses anonymous (401) and non-superusers (403)', async () => {
    expect((await app.request(url, jsonRequest('POST', body('a', true)))).status).toBe(401);
    const res = await app.request(url, jsonRequest('POST', body('a', true), auth('visitor')));
    expect(res.status).toBe(403);
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const res = await app.request(
      url,
      jsonRequest('POST', { folder: '/x/', locales: { en: version('x', 'x') } }, auth('admin')),
    );
    expect(res.status).toBe(400);
    const errors = await json<Record<string, string[]>>(res);
    expect(errors.folder).toEqual(['Enter a folder path such as marke.']);
    expect(errors.publish).toEqual(['This field is required.']);
    expect(Object.keys(errors)).toContain('locales.de');
  });

  it('answers 400 for an unknown folder and for a path in use', async () => {
    const noFolder = await app.request(
      url,
      jsonRequest('POST', body('b', true, 'nope'), auth('admin')),
    );
    expect(noFolder.status).toBe(400);
    expect(await json(noFolder)).toEqual({ folder: ['No folder has the path nope.'] });
    const taken = await app.request(url, jsonRequest('POST', body('ringe', true), auth('admin')));
    expect(taken.status).toBe(400);
    expect(await json(taken)).toEqual({
      'locales.de.slug': ['A story already uses the path schmuck/ringe.'],
    });
    expect(changed).not.toHaveBeenCalled();
  });

  it('creates a draft that only previews show', async () => {
    const res = await app.request(url, jsonRequest('POST', body('entwurf', false), auth('admin')));
    expect(res.status).toBe(201);
    const { story } = await json<{ story: Story }>(res);
    expect(story).toMatchObject({ full_slug: 'schmuck/entwurf', name: 'Neuheiten' });
    expect(changed).not.toHaveBeenCalled();
    expect((await live('schmuck/entwurf')).status).toBe(404);
    const preview = await app.request(
      '/api/cms/v2/cdn/stories/schmuck/entwurf?version=draft&token=preview-secret-for-tests',
    );
    expect(preview.status).toBe(200);
  });

  it('publishes a new story at once and announces it with its links', async () => {
    const res = await app.request(url, jsonRequest('POST', body('neuheiten', true), auth('admin')));
    expect(res.status).toBe(201);
    const { story } = await json<{ story: Story }>(res);
    expect(changed).toHaveBeenCalledWith({
      uuid: story.uuid,
      action: 'published',
      full_slug: 'schmuck/neuheiten',
      component: 'page',
      links_changed: true,
    });
    const en = await app.request('/api/cms/v2/cdn/stories/schmuck/neuheiten?language=en');
    expect((await json<{ story: Story }>(en)).story.name).toBe('New in');
  });
});

describe('unpublish and delete', () => {
  async function create(slug: string): Promise<string> {
    const res = await app.request(
      '/api/v1/cms/stories/',
      jsonRequest(
        'POST',
        { folder: '', locales: { de: version('Aktion', slug) }, publish: true },
        auth('admin'),
      ),
    );
    return (await json<{ story: Story }>(res)).story.uuid;
  }

  it('refuses anonymous (401) and non-superusers (403)', async () => {
    const uuid = await create('gesperrt');
    for (const [method, path] of [
      ['POST', `/api/v1/cms/stories/${uuid}/unpublish/`],
      ['DELETE', `/api/v1/cms/stories/${uuid}/`],
    ] as const) {
      expect((await app.request(path, { method })).status).toBe(401);
      expect((await app.request(path, { method, headers: auth('jeweler') })).status).toBe(403);
    }
    expect((await live('gesperrt')).status).toBe(200);
  });

  it('unpublishes: the draft stays, the page goes, the change is announced', async () => {
    const uuid = await create('sommer');
    changed.mockClear();
    const res = await app.request(`/api/v1/cms/stories/${uuid}/unpublish/`, {
      method: 'POST',
      headers: auth('admin'),
    });
    expect(res.status).toBe(200);
    expect((await live('sommer')).status).toBe(404);
    expect(changed).toHaveBeenCalledWith({
      uuid,
      action: 'unpublished',
      full_slug: 'sommer',
      component: 'page',
      links_changed: true,
    });
  });

  it('deletes: 204, the page goes, the change is announced; a second delete is 404', async () => {
    const uuid = await create('winter');
    changed.mockClear();
    const path = `/api/v1/cms/stories/${uuid}/`;
    const res = await app.request(path, { method: 'DELETE', headers: auth('admin') });
    expect(res.status).toBe(204);
    expect((await live('winter')).status).toBe(404);
    expect(changed).toHaveBeenCalledWith({
      uuid,
      action: 'deleted',
      full_slug: 'winter',
      component: 'page',
      links_changed: true,
    });
    expect((await app.request(path, { method: 'DELETE', headers: auth('admin') })).status).toBe(
      404,
    );
    const unpublish = await app.request(`${path}unpublish/`, {
      method: 'POST',
      headers: auth('admin'),
    });
    expect(unpublish.status).toBe(404);
  });
});

describe('cdn/links after changes', () => {
  const links = async () =>
    Object.values(
      (
        await json<{ links: Record<string, { uuid: string; name: string }> }>(
          await app.request('/api/cms/v2/cdn/links?version=published'),
        )
      ).links,
    );
  const named = async (uuid: string) => (await links()).find((l) => l.uuid === uuid)?.name;

  it('lists a story from its creation to its deletion, whatever the list was before', async () => {
    const before = await links();
    expect(await links()).toEqual(before);
    const created = await app.request(
      '/api/v1/cms/stories/',
      jsonRequest(
        'POST',
        { folder: '', locales: { de: version('Herbst', 'herbst') }, publish: true },
        auth('admin'),
      ),
    );
    const { uuid } = (await json<{ story: Story }>(created)).story;
    expect(await named(uuid)).toBe('Herbst');

    const saved = await app.request(
      `/api/v1/cms/stories/${uuid}/`,
      jsonRequest(
        'PUT',
        { locales: { de: version('Spätherbst', 'herbst') }, publish: true },
        auth('admin'),
      ),
    );
    expect(saved.status).toBe(200);
    expect(await named(uuid)).toBe('Spätherbst');

    await app.request(`/api/v1/cms/stories/${uuid}/unpublish/`, {
      method: 'POST',
      headers: auth('admin'),
    });
    expect(await named(uuid)).toBeUndefined();
    const draft = await json<{ links: Record<string, unknown> }>(
      await app.request(
        `/api/cms/v2/cdn/links?version=draft&token=${process.env.CONTENT_PREVIEW_SECRET}`,
      ),
    );
    expect(draft.links[uuid]).toBeDefined();

    await app.request(`/api/v1/cms/stories/${uuid}/`, { method: 'DELETE', headers: auth('admin') });
    const draftAfter = await json<{ links: Record<string, unknown> }>(
      await app.request(
        `/api/cms/v2/cdn/links?version=draft&token=${process.env.CONTENT_PREVIEW_SECRET}`,
      ),
    );
    expect(draftAfter.links[uuid]).toBeUndefined();
    expect(await links()).toEqual(before);
  });
});
