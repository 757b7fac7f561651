import { describe, expect, it } from 'vitest';
import type { LinksMap, Story } from '@/features/content/types';
import { storyMetadata } from './metadata';
import { productJsonLd } from './productJsonLd';
import { ROBOTS_CACHE_CONTROL, robotsTxt } from './robots';
import { linkAlternate, linkEntry, storyOf } from '@/features/content/testing';

const links: LinksMap = {
  u1: linkEntry({
    id: 1,
    uuid: 'u1',
    slug: 'schmuck/ringe',
    alternates: [
      linkAlternate('en', 'jewellery/rings'),
      linkAlternate('ja', 'jewellery/rings'),
      linkAlternate('ko', 'jewellery/rings'),
      linkAlternate('zh-hans', 'jewellery/rings'),
    ],
  }),
};
const story = storyOf({
  id: 1,
  uuid: 'u1',
  name: 'Ringe',
  slug: 'ringe',
  full_slug: 'schmuck/ringe',
  content: { _uid: 'root', component: 'page', seo_title: 'Ringe', seo_description: 'Alle Ringe' },
});

describe('storyMetadata', () => {
  it('has canonical, hreflang for five locales and x-default', () => {
    const meta = storyMetadata(story, 'en', links);
    expect(meta.title).toBe('Ringe');
    expect(meta.description).toBe('Alle Ringe');
    expect(storyMetadata(story, 'de', links, null, 'Ersatz').description).toBe('Alle Ringe');
    const bare: Story = { ...story, content: { _uid: 'root', component: 'jeweler' } };
    expect(storyMetadata(bare, 'de', links, null, 'Ersatz').description).toBe('Ersatz');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/en/jewellery/rings');
    expect(meta.alternates?.languages).toEqual({
      de: 'http://localhost:3000/schmuck/ringe',
      en: 'http://localhost:3000/en/jewellery/rings',
      ja: 'http://localhost:3000/ja/jewellery/rings',
      ko: 'http://localhost:3000/ko/jewellery/rings',
      'zh-Hans': 'http://localhost:3000/zh-hans/jewellery/rings',
      'x-default': 'http://localhost:3000/schmuck/ringe',
    });
  });
});

describe("a jeweler's microsite", () => {
  const jeweler = storyOf({
    id: 2,
    uuid: 'u2',
    name: 'Juwelier Albrecht',
    slug: 'juwelier-albrecht-hamburg',
    full_slug: 'juweliere/juwelier-albrecht-hamburg',
    content: { _uid: 'root', component: 'jeweler' },
  });
  const withJeweler: LinksMap = {
    ...links,
    u2: linkEntry({
      id: 2,
      uuid: 'u2',
      slug: 'juweliere/juwelier-albrecht-hamburg',
      alternates: [linkAlternate('en', 'jewellers/juwelier-albrecht-hamburg')],
    }),
  };

  it('names its root as canonical and alternates for the jeweler story it shows there', () => {
    const meta = storyMetadata(jeweler, 'ja', withJeweler, 'juwelier-albrecht-hamburg');
    expect(meta.alternates?.canonical).toBe(
      'http://localhost:3000/ja/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(meta.alternates?.languages).toMatchObject({
      de: 'http://localhost:3000/juwelier/juwelier-albrecht-hamburg/',
      en: 'http://localhost:3000/en/juwelier/juwelier-albrecht-hamburg/',
      'x-default': 'http://localhost:3000/juwelier/juwelier-albrecht-hamburg/',
    });
  });

  it('keeps the path of its other pages', () => {
    const meta = storyMetadata(story, 'en', withJeweler, 'juwelier-albrecht-hamburg');
    expect(meta.alternates?.canonical).toBe(
      'http://localhost:3000/en/juwelier/juwelier-albrecht-hamburg/jewellery/rings/',
    );
  });
});

describe('productJsonLd', () => {
  const content = {
    component: 'product' as const,
    name: 'Aurora',
    name2: 'Ring',
    mpn: '10-1021',
    imageMain: { filename: '/api/cms/v2/a/1/aurora.jpg' },
    price: { EUR: 1250, JPY: '' },
  };
  it('carries sku, brand and an offer in the visitor currency', () => {
    const data = productJsonLd(content, 'de', '/produkte/10-1021-aurora');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Aurora Ring',
      sku: '10-1021',
      brand: { name: 'Maison' },
      image: ['http://localhost:3000/api/cms/v2/a/1/aurora.jpg'],
      offers: { price: 1250, priceCurrency: 'EUR' },
    });
  });
  it('has no offer when the price is on request', () => {
    expect(productJsonLd(content, 'ja', '/ja/x')).not.toHaveProperty('offers');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the portal and the shop in every locale and names the sitemap', () => {
    const text = robotsTxt();
    expect(text.startsWith('User-Agent: *\nAllow: /\nDisallow: /api/\n')).toBe(true);
    for (const prefix of ['', '/en', '/ja', '/ko', '/zh-hans']) {
      expect(text).toContain(`Disallow: ${prefix}/portal\n`);
      expect(text).toContain(`Disallow: ${prefix}/shop\n`);
    }
    expect(text).toMatch(/\n\nSitemap: https?:\/\/[^/]+\/sitemap\.xml\n$/);
  });

  it('may be shared by CDNs and the server, like the pages', () => {
    expect(ROBOTS_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });
});
