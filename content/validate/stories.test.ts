// Validates the stories of the content pack: files, locales, slugs, assets, links, blocks,
// jewelers.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  assetById,
  assets,
  files,
  folders,
  root,
  slugs,
  stories,
  storyDir,
  uids,
  visit,
  type Json,
} from './pack';

describe('content pack', () => {
  it('has stories with unique uuids and matching file paths', () => {
    expect(stories.length).toBeGreaterThan(80);
    expect(new Set(stories.map((s) => s.uuid)).size).toBe(stories.length);
    for (const [i, f] of files.entries()) {
      expect(path.relative(storyDir, f).replace(/\\/g, '/')).toBe(`${stories[i].full_slug}.json`);
      expect(stories[i].uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(stories.filter((s) => s.is_startpage).map((s) => s.full_slug)).toEqual(['home']);
  });

  it('has five locales per story with the same _uids and ASCII slugs', () => {
    for (const s of stories) {
      expect(Object.keys(s.locales).sort(), s.full_slug).toEqual([...LOCALES].sort());
      const ref = uids(s.locales.de.content);
      for (const l of LOCALES) {
        const loc = s.locales[l];
        expect(loc.name, `${s.full_slug} ${l} name`).toBeTruthy();
        expect(loc.slug, `${s.full_slug} ${l} slug`).toMatch(/^[a-z0-9-]+$/);
        expect(uids(loc.content), `${s.full_slug} ${l}`).toEqual(ref);
      }
    }
    expect(new Set(stories.flatMap((s) => uids(s.locales.de.content))).size).toBe(
      stories.reduce((n, s) => n + uids(s.locales.de.content).length, 0),
    );
  });

  it('gives every story content a root _uid, as the content service answers it', () => {
    for (const s of stories) {
      const uids = new Set(LOCALES.map((l) => s.locales[l].content._uid));
      expect(uids.size, s.full_slug).toBe(1);
      expect(typeof [...uids][0], s.full_slug).toBe('string');
    }
  });

  it('has translated, URL-safe folder slugs for every folder in use', () => {
    const used = new Set(
      stories.filter((s) => s.full_slug.includes('/')).map((s) => s.full_slug.split('/')[0]),
    );
    for (const f of used) {
      expect(folders[f], f).toBeDefined();
      for (const l of LOCALES) expect(folders[f][l]).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('references only existing assets with files on disk', () => {
    for (const a of assets) {
      expect(fs.existsSync(path.join(root, 'assets', a.file)), a.file).toBe(true);
      for (const l of LOCALES) expect(a.alt[l], `${a.file} alt ${l}`).toBeTruthy();
    }
    for (const s of stories)
      for (const l of LOCALES)
        visit(s.locales[l].content, (o) => {
          if (typeof o.filename === 'string' && 'id' in o) {
            const a = assetById.get(o.id as number);
            expect(a, `${s.full_slug}: asset ${String(o.id)}`).toBeDefined();
            expect(o.filename).toBe(`/api/cms/v2/a/${String(o.id)}/${path.basename(a!.file)}`);
            expect(o.alt).toBe(a!.alt[l]);
          }
        });
  });

  it('links only to existing stories', () => {
    for (const s of stories)
      visit(s.locales.de.content, (o) => {
        if (o.linktype === 'story' && 'cached_url' in o)
          expect(
            slugs.has(o.cached_url as string),
            `${s.full_slug} -> ${String(o.cached_url)}`,
          ).toBe(true);
        if (o.type === 'link' && o.attrs && (o.attrs as Json).linktype === 'story')
          expect(slugs.has((o.attrs as Json).cached_url as string)).toBe(true);
      });
  });

  it('has every block carrying _uid, component and visibility fields', () => {
    for (const s of stories)
      visit(s.locales.de.content, (o) => {
        if ('channel' in o) {
          expect(o._uid).toBeTruthy();
          expect(['all', 'default', 'microsite']).toContain(o.channel);
          expect(Array.isArray(o.devices)).toBe(true);
        }
      });
  });

  it('has about 300 jewelers with the full record of 000 §3', () => {
    const jewelers = stories.filter((s) => s.locales.de.content.component === 'jeweler');
    expect(jewelers.length).toBeGreaterThanOrEqual(290);
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const j of jewelers) {
      const c = j.locales.de.content;
      expect(['jeweler', 'lounge', 'boutique']).toContain(c.type);
      expect(c.country, j.full_slug).toMatch(/^[A-Z]{2}$/);
      expect(regions.of(c.country as string), j.full_slug).not.toBe(c.country);
      expect(Math.abs(c.latitude as number)).toBeGreaterThan(0);
      expect(Math.abs(c.latitude as number)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.longitude as number)).toBeLessThanOrEqual(180);
      expect(j.full_slug).toBe(`juweliere/${String(c.slug)}`);
      for (const field of ['name', 'address', 'city', 'phone', 'email', 'urlWebsite', 'urlMaps'])
        expect(c[field], `${j.full_slug} ${field}`).toBeTruthy();
      for (const field of ['zip', 'fax', 'whatsapp', 'urlWebsiteDeeplink'])
        expect(typeof c[field], `${j.full_slug} ${field}`).toBe('string');
      expect(c.crmUuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect((c.imageLogo as Json).filename, j.full_slug).toBeTruthy();
      expect((c.imageMain as Json).filename, j.full_slug).toBeTruthy();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: c.timeZone as string })).not.toThrow();
      for (const l of LOCALES) {
        const content = j.locales[l].content;
        expect(content.pageSummary, `${j.full_slug} ${l}`).toBeTruthy();
        for (const field of ['name', 'address', 'crmUuid', 'timeZone', 'openingTimes', 'latitude'])
          expect(content[field], `${j.full_slug} ${l} ${field}`).toEqual(c[field]);
      }
    }
    const crm = jewelers.map((j) => j.locales.de.content.crmUuid);
    expect(new Set(crm).size).toBe(crm.length);
    const types = new Set(jewelers.map((j) => j.locales.de.content.type));
    expect([...types].sort()).toEqual(['boutique', 'jeweler', 'lounge']);
  });

  it('gives every jeweler opening times per weekday (docs/content-model.md)', () => {
    const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
    for (const j of stories.filter((s) => s.locales.de.content.component === 'jeweler')) {
      const times = j.locales.de.content.openingTimes as Json[];
      expect(Array.isArray(times), j.full_slug).toBe(true);
      expect(times.length, j.full_slug).toBeGreaterThan(0);
      for (const t of times) {
        expect(Object.keys(t).sort(), j.full_slug).toEqual(['closes', 'opens', 'weekday']);
        expect(WEEKDAYS).toContain(t.weekday);
        expect(t.opens, j.full_slug).toMatch(TIME);
        expect(t.closes, j.full_slug).toMatch(TIME);
        expect(t.opens, j.full_slug).not.toBe(t.closes);
      }
    }
  });
});
