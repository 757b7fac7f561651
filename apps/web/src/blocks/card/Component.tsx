import { sizesOf } from '@/features/content/images';
import { trackedButton } from '@/features/tracking/buttons';
import { Media } from '../_shared/Media';
import type { BlockProps } from '../_shared/types';
import type { CardBlock } from './schema';
import styles from './Card.module.css';

export interface CardProps extends BlockProps<CardBlock> {
  /** Large cards (large_card_slider) use landscape media. */
  large?: boolean;
}

/** 000 §3 card: media, headline, text and a link with its caption. */
export function Card({ block, ctx, large = false }: CardProps) {
  const href = ctx.links.href(block.link);
  return (
    <article
      data-testid="block-card"
      className={large ? `${styles.root} ${styles.large}` : styles.root}
    >
      <div className={styles.media}>
        <Media
          imageDesktop={block.imageDesktop}
          imageMobile={block.imageMobile}
          videoDesktop={block.videoDesktop}
          videoMobile={block.videoMobile}
          ratio={large ? 16 / 9 : 1}
          // One card per view on mobile, two or three above (Slider.module.css).
          sizes={sizesOf('100vw', '50vw')}
        />
      </div>
      {block.headline ? <h3 className={styles.headline}>{block.headline}</h3> : null}
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      {href ? (
        <a className={styles.link} href={href} {...trackedButton('cta', 'card')}>
          {block.linkCaption || block.headline}
          {/* A caption such as "Discover" repeats on every card: the headline says where it leads (WCAG 2.4.4). */}
          {block.linkCaption && block.headline ? (
            <span className="visually-hidden">: {block.headline}</span>
          ) : null}
        </a>
      ) : null}
    </article>
  );
}
