import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createLinkResolver } from '@/features/content/links';
import type { Block } from '@/features/content/types';
import { HeroBanner } from '../hero_banner/Component';
import { heroBannerSchema } from '../hero_banner/schema';
import { leadImageUid } from '../registry';
import { Media } from './Media';

afterEach(cleanup);

const PHOTO = { filename: '/api/cms/v2/a/9/atelier-photo.jpg', alt: 'Werkbank' };
const MOBILE_PHOTO = { filename: '/api/cms/v2/a/10/atelier-photo-4x5.jpg', alt: 'Werkbank' };
const VECTOR = { filename: '/api/cms/v2/a/1/atelier-16x9.svg', alt: 'Werkbank' };
const MOBILE_VECTOR = { filename: '/api/cms/v2/a/2/atelier-4x5.svg', alt: '' };
const rendition = (file: string, width: number, format: string) =>
  `${file}/m/${width}x0/filters:format(${format})`;
const srcSet = (file: string, format: string) =>
  `${rendition(file, 889, format)} 889w, ${rendition(file, 1600, format)} 1600w`;

const attributes = (element: Element | null | undefined, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, element?.getAttribute(name) ?? null]));

describe('Media', () => {
  it('offers a raster image as AVIF and WebP at 889 and 1600 px, the mobile file first', () => {
    const { container } = render(
      <Media imageDesktop={PHOTO} imageMobile={MOBILE_PHOTO} ratio={16 / 9} sizes="100vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => attributes(s, ['media', 'type', 'srcset', 'sizes']))).toEqual([
      {
        media: '(max-width: 889px)',
        type: 'image/avif',
        srcset: srcSet(MOBILE_PHOTO.filename, 'avif'),
        sizes: '100vw',
      },
      {
        media: '(max-width: 889px)',
        type: 'image/webp',
        srcset: srcSet(MOBILE_PHOTO.filename, 'webp'),
        sizes: '100vw',
      },
      { media: null, type: 'image/avif', srcset: srcSet(PHOTO.filename, 'avif'), sizes: '100vw' },
    ]);
    const img = container.querySelector('picture > img');
    expect(
      attributes(img, ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading']),
    ).toEqual({
      src: rendition(PHOTO.filename, 1600, 'webp'),
      srcset: srcSet(PHOTO.filename, 'webp'),
      sizes: '100vw',
      width: '1600',
      height: '900',
      alt: 'Werkbank',
      loading: 'lazy',
    });
    expect(img?.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the priority image at once and with high priority', () => {
    const { container } = render(
      <Media imageDesktop={PHOTO} ratio={1} sizes="(max-width: 889px) 100vw, 58vw" priority />,
    );
    const img = container.querySelector('img');
    expect(attributes(img, ['loading', 'fetchpriority', 'height', 'sizes'])).toEqual({
      loading: 'eager',
      fetchpriority: 'high',
      height: '1600',
      sizes: '(max-width: 889px) 100vw, 58vw',
    });
  });

  it('uses SVG files as they are, with no srcset', () => {
    const { container } = render(
      <Media imageDesktop={VECTOR} imageMobile={MOBILE_VECTOR} ratio={16 / 9} sizes="100vw" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => attributes(s, ['media', 'type', 'srcset', 'sizes']))).toEqual([
      { media: '(max-width: 889px)', type: null, srcset: MOBILE_VECTOR.filename, sizes: null },
    ]);
    const img = container.querySelector('img');
    expect(attributes(img, ['src', 'srcset', 'sizes'])).toEqual({
      src: VECTOR.filename,
      srcset: null,
      sizes: null,
    });
  });

  it('gives a video the desktop WebP rendition as its poster', () => {
    const { container } = render(
      <Media
        imageDesktop={PHOTO}
        videoDesktop={{ filename: '/api/cms/v2/a/70/atelier.mp4' }}
        ratio={16 / 9}
        sizes="100vw"
      />,
    );
    expect(container.querySelector('video')?.getAttribute('poster')).toBe(
      rendition(PHOTO.filename, 1600, 'webp'),
    );
  });
});

const hero = (uid: string, extra: Partial<Block> = {}): Block => ({
  _uid: uid,
  component: 'hero_banner',
  headline: 'Manufaktur',
  imageDesktop: PHOTO,
  ...extra,
});

describe('the LCP image', () => {
  it('is the first hero with media on the page’s channel', () => {
    const blocks = [
      { _uid: 'menu', component: 'sticky_anchor_menu' },
      hero('text-only', { imageDesktop: null }),
      hero('microsite-only', { channel: 'microsite' }),
      hero('lead'),
      hero('second'),
    ];
    expect(leadImageUid(blocks, 'default')).toBe('lead');
    expect(leadImageUid(blocks, 'microsite')).toBe('microsite-only');
    expect(leadImageUid([{ _uid: 'r', component: 'rich_text' }], 'default')).toBeNull();
  });

  it('loads eagerly with high priority in the lead hero only', () => {
    const ctx = {
      locale: 'de' as const,
      channel: 'default' as const,
      links: createLinkResolver({}, 'de'),
      leadImageUid: 'lead',
      render: () => null,
    };
    const { container } = render(
      <>
        <HeroBanner block={heroBannerSchema.parse(hero('lead'))} ctx={ctx} />
        <HeroBanner block={heroBannerSchema.parse(hero('second'))} ctx={ctx} />
      </>,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((img) => attributes(img, ['loading', 'fetchpriority', 'sizes']))).toEqual([
      { loading: 'eager', fetchpriority: 'high', sizes: '100vw' },
      { loading: 'lazy', fetchpriority: null, sizes: '100vw' },
    ]);
  });
});
