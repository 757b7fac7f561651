import {
  BREAKPOINT_MOBILE_MAX_PX,
  IMAGE_RENDITION_WIDTHS_PX,
  IMAGE_WIDTH_DESKTOP_PX,
  type ImageRenditionFormat,
} from '@maison/domain/constants';

/**
 * Responsive image URLs (docs/decisions/0025-responsive-images.md). Raster assets are asked for
 * in Storyblok's image-service form, `{file}/m/{width}x0/filters:format(…)`, which Storyblok's
 * asset CDN and the local content service both answer; vector files are used as they are.
 */

/** The media query of the mobile layout (000 §9: up to 889 px). */
export const MOBILE_MEDIA = `(max-width: ${BREAKPOINT_MOBILE_MAX_PX}px)`;

const TYPES: Record<ImageRenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** SVG scales by itself and is a few KB: no rendition would be smaller. */
function isVector(filename: string): boolean {
  return /\.svg$/i.test(filename.split(/[?#]/)[0] ?? '');
}

export function renditionUrl(filename: string, width: number, format: ImageRenditionFormat) {
  return `${filename}/m/${width}x0/filters:format(${format})`;
}

/** Every offered width of one format, for a srcset. */
function renditionSrcSet(filename: string, format: ImageRenditionFormat): string {
  return IMAGE_RENDITION_WIDTHS_PX.map((w) => `${renditionUrl(filename, w, format)} ${w}w`).join(
    ', ',
  );
}

/** A `sizes` attribute: the image's rendered width in the mobile layout, then above it. */
export function sizesOf(mobile: string, desktop: string): string {
  return `${MOBILE_MEDIA} ${mobile}, ${desktop}`;
}

interface PictureSource {
  srcSet: string;
  media?: string;
  type?: string;
  sizes?: string;
}

/** What a <picture> needs: its <source>s in order, and the <img>'s own src, srcset and sizes. */
export interface PictureSources {
  sources: PictureSource[];
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A raster file's sources (AVIF, then WebP for browsers without it), or the vector file. */
function sourcesOf(filename: string, sizes: string, media?: string): PictureSource[] {
  if (isVector(filename)) return [{ srcSet: filename, ...(media ? { media } : {}) }];
  return (['avif', 'webp'] as const).map((format) => ({
    srcSet: renditionSrcSet(filename, format),
    type: TYPES[format],
    sizes,
    ...(media ? { media } : {}),
  }));
}

/**
 * The sources of an image with an optional mobile variant (000 §2: separate desktop and mobile
 * media): the mobile file below the breakpoint, the desktop file above. `sizes` describes the
 * desktop file's rendered width, `mobileSizes` the mobile file's (default: the same).
 */
export function pictureSources({
  desktop,
  mobile,
  sizes,
  mobileSizes = sizes,
}: {
  desktop: string;
  mobile?: string | null;
  sizes: string;
  mobileSizes?: string;
}): PictureSources {
  const sources = mobile ? sourcesOf(mobile, mobileSizes, MOBILE_MEDIA) : [];
  if (isVector(desktop)) return { sources, src: desktop };
  return {
    // The <img> carries the WebP srcset: it is what a browser without AVIF falls back to.
    sources: [...sources, { srcSet: renditionSrcSet(desktop, 'avif'), type: TYPES.avif, sizes }],
    src: renditionUrl(desktop, IMAGE_WIDTH_DESKTOP_PX, 'webp'),
    srcSet: renditionSrcSet(desktop, 'webp'),
    sizes,
  };
}

/** One URL for places without a srcset (a video poster, a social card): the desktop width. */
export function singleImageUrl(filename: string): string {
  return isVector(filename) ? filename : renditionUrl(filename, IMAGE_WIDTH_DESKTOP_PX, 'webp');
}
