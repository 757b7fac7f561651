import type { CSSProperties } from 'react';
import { trackedButton } from '@/features/tracking/buttons';
import { Media } from '../_shared/Media';
import type { BlockProps } from '../_shared/types';
import type { HeroBannerBlock } from './schema';
import styles from './HeroBanner.module.css';

/** 000 §2: an overlay colour without an opacity is laid at this strength (percent). */
const DEFAULT_OVERLAY_OPACITY = 40;

export function HeroBanner({ block, ctx }: BlockProps<HeroBannerBlock>) {
  const hasMedia = Boolean(
    block.imageDesktop?.filename ||
    block.imageMobile?.filename ||
    block.videoDesktop?.filename ||
    block.videoMobile?.filename,
  );
  const microsite = block.variant === 'microsite';
  const href = ctx.links.href(block.link);
  // 000 §2: the colour overlay only when the story sets one. The ink scrim behind the text
  // stays, so white text keeps AA (4.5:1) contrast over any image.
  const overlayColor = block.overlayColor?.trim() || null;
  const overlay = overlayColor
    ? ({
        '--hero-overlay': overlayColor,
        '--hero-overlay-opacity': `${(block.overlayOpacity ?? DEFAULT_OVERLAY_OPACITY) / 100}`,
      } as CSSProperties)
    : undefined;
  return (
    <section
      data-testid="block-hero_banner"
      className={[styles.root, microsite ? styles.microsite : '', hasMedia ? styles.withMedia : '']
        .filter(Boolean)
        .join(' ')}
      style={overlay}
    >
      {hasMedia ? (
        <>
          <Media
            className={styles.media}
            imageDesktop={block.imageDesktop}
            imageMobile={block.imageMobile}
            videoDesktop={block.videoDesktop}
            videoMobile={block.videoMobile}
            ratio={16 / 9}
            sizes="100vw"
            priority={ctx.leadImageUid === block._uid}
          />
          {overlayColor ? (
            <div className={styles.overlay} aria-hidden="true" data-testid="hero-overlay" />
          ) : null}
          <div className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div className={styles.text}>
        {block.headline ? <h1 className={styles.headline}>{block.headline}</h1> : null}
        {block.subline ? <h2 className={styles.subline}>{block.subline}</h2> : null}
        {href && block.linkCaption ? (
          <a className={styles.cta} href={href} {...trackedButton('cta', 'hero_banner')}>
            {block.linkCaption}
          </a>
        ) : null}
      </div>
    </section>
  );
}
