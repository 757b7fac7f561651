import { BREAKPOINT_MOBILE_MAX_PX, IMAGE_WIDTH_DESKTOP_PX } from '@maison/domain/constants';
import type { AssetField } from './types';
import styles from './Media.module.css';

export interface MediaProps {
  imageDesktop?: AssetField;
  imageMobile?: AssetField;
  videoDesktop?: AssetField;
  videoMobile?: AssetField;
  /** Width / height of the box, e.g. 16 / 9; sizes the img attributes so nothing shifts. */
  ratio: number;
  className?: string;
  priority?: boolean;
  alt?: string;
}

const MOBILE_QUERY = `(max-width: ${BREAKPOINT_MOBILE_MAX_PX}px)`;

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
        poster={desktopImage ?? undefined}
        aria-hidden="true"
      >
        {mobileVideo ? <source src={mobileVideo} media={MOBILE_QUERY} /> : null}
        <source src={(desktopVideo || mobileVideo)!} />
      </video>
    );
  }
  if (!desktopImage) return null;
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture}>
      {mobileImage ? <source srcSet={mobileImage} media={MOBILE_QUERY} /> : null}
      <img
        src={desktopImage}
        alt={alt ?? imageDesktop?.alt ?? imageMobile?.alt ?? ''}
        width={IMAGE_WIDTH_DESKTOP_PX}
        height={Math.round(IMAGE_WIDTH_DESKTOP_PX / ratio)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
