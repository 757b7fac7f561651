import { IMAGE_WIDTH_DESKTOP_PX } from '@maison/domain/constants';
import { MOBILE_MEDIA, singleImageUrl } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import type { AssetField } from './types';
import styles from './Media.module.css';

export interface MediaProps {
  imageDesktop?: AssetField;
  imageMobile?: AssetField;
  videoDesktop?: AssetField;
  videoMobile?: AssetField;
  /** Width / height of the box, e.g. 16 / 9; sizes the img attributes so nothing shifts. */
  ratio: number;
  /** The rendered width of the image (a `sizes` attribute, see sizesOf). */
  sizes: string;
  className?: string;
  /** The page's LCP image: eager, high priority; every other image loads lazily. */
  priority?: boolean;
  alt?: string;
}

/**
 * Desktop and mobile media (000 §2): a <picture> with a mobile source for images; for video
 * the mobile file plays below the breakpoint through the <source media> the browser picks.
 */
export function Media({
  imageDesktop,
  imageMobile,
  videoDesktop,
  videoMobile,
  ratio,
  sizes,
  className,
  priority = false,
  alt,
}: MediaProps) {
  const desktopVideo = videoDesktop?.filename;
  const mobileVideo = videoMobile?.filename;
  const desktopImage = imageDesktop?.filename || imageMobile?.filename;
  const mobileImage = imageMobile?.filename;

  if (desktopVideo || mobileVideo) {
    return (
      <video
        className={className}
        autoPlay
        muted
        loop
        playsInline
        poster={desktopImage ? singleImageUrl(desktopImage) : undefined}
        aria-hidden="true"
      >
        {mobileVideo ? <source src={mobileVideo} media={MOBILE_MEDIA} /> : null}
        <source src={(desktopVideo || mobileVideo)!} />
      </video>
    );
  }
  if (!desktopImage) return null;
  return (
    <Picture
      className={className ? `${styles.picture} ${className}` : styles.picture}
      src={desktopImage}
      mobileSrc={mobileImage && mobileImage !== desktopImage ? mobileImage : null}
      alt={alt ?? imageDesktop?.alt ?? imageMobile?.alt ?? ''}
      width={IMAGE_WIDTH_DESKTOP_PX}
      height={Math.round(IMAGE_WIDTH_DESKTOP_PX / ratio)}
      sizes={sizes}
      priority={priority}
    />
  );
}
