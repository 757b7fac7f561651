import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@maison/domain/jewelers/distance';
import { rereadPublishedContent } from '../src/app';
import { contentPackWorld, type ContentApp, type ContentPackWorld } from './content-pack-world';

/** Issue 17: the jeweler results over the real content pack. */
const ZURICH = { latitude: 47.3769, longitude: 8.5417 };

let world: ContentPackWorld;
let app: ContentApp;

beforeAll(async () => {
  world = await contentPackWorld();
  app = world.app;
}, 120_000);
afterAll(() => world.testDb.close());

interface Result {
  uuid: string;
  type: 'boutique' | 'lounge' | 'jeweler';
  name: string;
  city: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
  distanceToUser: number | null;
  pinned: boolean;
}
interface Results {
  unit: 'km' | 'mi';
  results: Result[];
}

const list = async (query: string) => {
  const res = await app.request(`/api/v1/jewelers/?${query}`);
  return { res, body: (await res.json()) as Results & Record<string, string[]> };
};
const at = ({ latitude, longitude }: typeof ZURICH) =>
  `latitude=${latitude}&longitude=${longitude}`;

/** Publishes a jeweler story through `through`'s management API, as a superuser. */
function publishJeweler(through: ContentApp, slug: string, position: typeof ZURICH) {
  return world.publish(through, {
    folder: 'juweliere',
    de: {
      name: `Boutique ${slug}`,
      slug,
      content: {
        component: 'jeweler',
        _uid: slug,
        type: 'boutique',
        name: `Boutique ${slug}`,
        address: 'Bahnhofstrasse 1',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
        ...position,
      },
    },
  });
}

describe('GET /api/v1/jewelers/', () => {
  it('lists the published jewelers of a locale by name without a position', async () => {
    const { res, body } = await list('locale=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(body.unit).toBe('km');
    expect(body.results.length).toBeGreaterThanOrEqual(8);
    const names = body.results.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(body.results.every((r) => r.distanceToUser === null && !r.pinned)).toBe(true);
    const munich = body.results.find((r) => r.slug === 'juweliere/maison-lounge-muenchen');
    expect(munich).toMatchObject({ type: 'lounge', city: 'München', latitude: 48.1392 });
  });

  it('orders from a position: pinned boutiques and lounges, then by distance', async () => {
    const { body } = await list(`locale=de&${at(ZURICH)}`);
    const { results } = body;
    const firstUnpinned = results.findIndex((r) => !r.pinned);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(results.slice(firstUnpinned).some((r) => r.pinned)).toBe(false);
    for (const part of [results.slice(0, firstUnpinned), results.slice(firstUnpinned)]) {
      const distances = part.map((r) => r.distanceToUser!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    for (const r of results.slice(0, firstUnpinned)) {
      expect(['boutique', 'lounge']).toContain(r.type);
      expect(r.distanceToUser).toBeLessThanOrEqual(2000);
    }
    const munich = results.find((r) => r.slug === 'juweliere/maison-lounge-muenchen')!;
    const km = haversineKm(ZURICH, { latitude: munich.latitude!, longitude: munich.longitude! });
    expect(munich.distanceToUser).toBeCloseTo(km, 1);
    // Seoul's boutique is farther than 2000 km: by distance among the rest.
    expect(
      results.find((r) => r.slug === 'juweliere/maison-boutique-seoul-cheongdam')?.pinned,
    ).toBe(false);
  });

  it('gives miles for en (km / 1.609) and the paths of the locale', async () => {
    const de = (await list(`locale=de&${at(ZURICH)}`)).body.results;
    const { body } = await list(`locale=en&${at(ZURICH)}`);
    expect(body.unit).toBe('mi');
    const inDe = de.find((r) => r.slug === 'juweliere/juwelier-albrecht-hamburg')!;
    const inEn = body.results.find((r) => r.uuid === inDe.uuid)!;
    expect(inEn.distanceToUser).toBeCloseTo(inDe.distanceToUser! / 1.609, 0);
    expect(body.results.every((r) => !r.slug.startsWith('/'))).toBe(true);
  });

  it('filters by the tabs, repeated or comma-separated', async () => {
    const repeated = (await list(`locale=de&type=boutique&type=lounge&${at(ZURICH)}`)).body;
    expect(repeated.results.length).toBeGreaterThan(0);
    expect(repeated.results.every((r) => r.type !== 'jeweler')).toBe(true);
    const comma = (await list(`locale=de&type=boutique,lounge&${at(ZURICH)}`)).body;
    expect(comma.results).toEqual(repeated.results);
    const jewelers = (await list('locale=de&type=jeweler')).body;
    expect(jewelers.results.every((r) => r.type === 'jeweler')).toBe(true);
  });

  it.each([
    ['', 'locale'],
    ['locale=fr', 'locale'],
    ['locale=de&type=shop', 'type'],
    ['locale=de&latitude=47.3', 'longitude'],
    ['locale=de&longitude=8.5', 'latitude'],
    ['locale=de&latitude=95&longitude=8.5', 'latitude'],
    ['locale=de&latitude=47&longitude=east', 'longitude'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { res, body } = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field]![0]).toEqual(expect.any(String));
  });
});

describe('publishing', () => {
  it('shows a newly published jeweler, nearest first at its position', async () => {
    const spot = { latitude: 47.36, longitude: 8.53 };
    const before = (await list(`locale=de&${at(spot)}`)).body.results;
    expect(before.some((r) => r.slug === 'juweliere/boutique-see')).toBe(false);
    const created = await publishJeweler(app, 'boutique-see', spot);
    expect(created.status).toBe(201);
    const after = (await list(`locale=de&${at(spot)}`)).body.results;
    expect(after[0]).toMatchObject({
      slug: 'juweliere/boutique-see',
      distanceToUser: 0,
      pinned: true,
    });
  });

  it("shows another process's publish once the webhook announces it", async () => {
    const other = world.anotherProcess();
    const spot = { latitude: 46.0, longitude: 9.0 };
    const slugs = async () => (await list('locale=de')).body.results.map((r) => r.slug);
    expect(await slugs()).not.toContain('juweliere/boutique-lago');
    expect((await publishJeweler(other, 'boutique-lago', spot)).status).toBe(201);
    expect(await slugs()).not.toContain('juweliere/boutique-lago');
    await rereadPublishedContent(app);
    expect(await slugs()).toContain('juweliere/boutique-lago');
  });
});
