import { sizesOf } from '@/features/content/images';
import { Media } from '../_shared/Media';
import type { BlockProps } from '../_shared/types';
import type { QuoteBlock } from './schema';
import styles from './Quote.module.css';

/** 000 §2 quote: handwriting, block letters, image left or right, or text only. */
export function Quote({ block }: BlockProps<QuoteBlock>) {
  const variant = block.variant || 'handwriting';
  const withImage = (variant === 'left' || variant === 'right') && block.image?.filename;
  return (
    <figure
      data-testid="block-quote"
      data-variant={variant}
      className={`container ${styles.root} ${styles[variant] ?? ''} ${withImage ? styles.withImage : ''}`}
    >
      {withImage ? (
        <div className={styles.image}>
          <Media imageDesktop={block.image} ratio={4 / 5} sizes={sizesOf('100vw', '42vw')} />
        </div>
      ) : null}
      <div className={styles.body}>
        <blockquote className={styles.text}>
          <p>{block.text}</p>
        </blockquote>
        {block.author ? <figcaption className={styles.author}>{block.author}</figcaption> : null}
      </div>
    </figure>
  );
}
