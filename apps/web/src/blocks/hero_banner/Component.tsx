import type { CSSProperties } from 'react';
import { trackedButton } from '@/features/tracking/buttons';
import { Media } from '../_shared/Media';
import type { BlockProps } from '../_shared/types';
import type { HeroBannerBlock } from './schema';
import styles from './HeroBanner.module.css';

/**
 * The editor's overlay is raised to at least this strength, and an ink scrim sits behind the
 * text, so white text stays AA (4.5:1) whatever the image and overlay colour.
 */
const MIN_OVERLAY_OPACITY = 45;

export function HeroBanner({ block, ctx }: BlockProps<HeroBannerBlock>) {
  const hasMedia = Boolean(
    block.imageDesktop?.filename ||
    block.imageMobile?.filename ||
    block.videoDesktop?.filename ||
    block.videoMobile?.filename,
  );
  const microsite = block.variant === 'microsite';
  const href = ctx.links.href(block.link);
  const overlay = {
    '--hero-overlay': block.overlayColor || 'var(--color-ink)',
    '--hero-overlay-opacity': `${Math.max(block.overlayOpacity ?? 0, MIN_OVERLAY_OPACITY) / 100}`,
  } as CSSProperties;
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
          <div className={styles.overlay} aria-hidden="true" />
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
