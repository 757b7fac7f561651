import { pictureSources } from './images';

export interface PictureProps {
  /** The file above the mobile breakpoint, and everywhere when there is no mobile file. */
  src: string;
  /** The file below the mobile breakpoint (000 §2: separate desktop and mobile media). */
  mobileSrc?: string | null;
  alt: string;
  /** Intrinsic size: with it the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** The rendered width (a `sizes` attribute, see sizesOf); mobileSizes for the mobile file. */
  sizes: string;
  mobileSizes?: string;
  /**
   * The page's largest image in the first viewport (its LCP candidate): loaded at once with high
   * priority. Every other image loads lazily, when it nears the viewport.
   */
  priority?: boolean;
  /** Eager without raising its priority: images in the first viewport beside the LCP image. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

/** A content image: responsive renditions of raster files, vector files as they are. */
export function Picture({
  src,
  mobileSrc,
  alt,
  width,
  height,
  sizes,
  mobileSizes,
  priority = false,
  eager = false,
  className,
  imgClassName,
}: PictureProps) {
  const picture = pictureSources({ desktop: src, mobile: mobileSrc, sizes, mobileSizes });
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source
          key={`${source.media ?? ''}${source.type ?? ''}`}
          srcSet={source.srcSet}
          media={source.media}
          type={source.type}
          sizes={source.sizes}
        />
      ))}
      <img
        className={imgClassName}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Images of the first viewport decode with the first frame: with decoding="async" on the
        // LCP image Chrome held the home page's first paint about 2 s under Lighthouse's mobile
        // run, and on the eager product images about 1 s in some runs (bench/README).
        decoding={priority || eager ? undefined : 'async'}
      />
    </picture>
  );
}
