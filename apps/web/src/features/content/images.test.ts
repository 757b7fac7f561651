import { describe, expect, it } from 'vitest';
import { pictureSources, renditionUrl, singleImageUrl, sizesOf } from './images';

const PHOTO = '/api/cms/v2/a/9/atelier-photo.jpg';
const MOBILE_PHOTO = 'https://a.storyblok.com/f/1/800x1000/ab12/atelier-4x5.png';
const VECTOR = '/api/cms/v2/a/1/atelier-16x9.svg';
const url = (file: string, width: number, format: string) =>
  `${file}/m/${width}x0/filters:format(${format})`;

describe('image URLs', () => {
  it("appends Storyblok's image-service path, the same for the local service and Storyblok", () => {
    expect(renditionUrl(PHOTO, 889, 'avif')).toBe(
      '/api/cms/v2/a/9/atelier-photo.jpg/m/889x0/filters:format(avif)',
    );
    expect(renditionUrl(MOBILE_PHOTO, 1600, 'webp')).toBe(
      'https://a.storyblok.com/f/1/800x1000/ab12/atelier-4x5.png/m/1600x0/filters:format(webp)',
    );
  });

  it('writes sizes with the mobile breakpoint of 000 §9', () => {
    expect(sizesOf('50vw', '33vw')).toBe('(max-width: 889px) 50vw, 33vw');
  });

  it('gives a raster file AVIF and WebP srcsets at 889 and 1600 px, WebP in the <img>', () => {
    const sizes = sizesOf('100vw', '100vw');
    expect(pictureSources({ desktop: PHOTO, sizes })).toEqual({
      sources: [
        {
          srcSet: `${url(PHOTO, 889, 'avif')} 889w, ${url(PHOTO, 1600, 'avif')} 1600w`,
          type: 'image/avif',
          sizes,
        },
      ],
      src: url(PHOTO, 1600, 'webp'),
      srcSet: `${url(PHOTO, 889, 'webp')} 889w, ${url(PHOTO, 1600, 'webp')} 1600w`,
      sizes,
    });
  });

  it('puts the mobile file first, for the mobile media query, with its own sizes', () => {
    const { sources } = pictureSources({
      desktop: PHOTO,
      mobile: MOBILE_PHOTO,
      sizes: '50vw',
      mobileSizes: '100vw',
    });
    expect(sources.map((s) => [s.media, s.type, s.sizes])).toEqual([
      ['(max-width: 889px)', 'image/avif', '100vw'],
      ['(max-width: 889px)', 'image/webp', '100vw'],
      [undefined, 'image/avif', '50vw'],
    ]);
    expect(sources[1]?.srcSet).toBe(
      `${url(MOBILE_PHOTO, 889, 'webp')} 889w, ${url(MOBILE_PHOTO, 1600, 'webp')} 1600w`,
    );
  });

  it('uses an SVG as it is: no renditions, no srcset', () => {
    expect(pictureSources({ desktop: VECTOR, sizes: '100vw' })).toEqual({
      sources: [],
      src: VECTOR,
    });
    const mobile = '/api/cms/v2/a/2/atelier-4x5.SVG?v=2';
    expect(pictureSources({ desktop: PHOTO, mobile, sizes: '100vw' }).sources[0]).toEqual({
      srcSet: mobile,
      media: '(max-width: 889px)',
    });
    expect(singleImageUrl(VECTOR)).toBe(VECTOR);
  });

  it('names the desktop WebP where one URL is needed (a video poster)', () => {
    expect(singleImageUrl(PHOTO)).toBe(url(PHOTO, 1600, 'webp'));
  });
});
