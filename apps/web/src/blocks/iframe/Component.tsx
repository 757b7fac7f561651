import type { BlockProps } from '../_shared/types';
import type { IframeBlockData } from './schema';
import styles from './Iframe.module.css';

/** An embedded page in the aspect ratio of its width and height (16:9 without them), lazy. */
export function IframeBlock({ block }: BlockProps<IframeBlockData>) {
  const width = block.width ?? 16;
  const height = block.height ?? 9;
  return (
    <div data-testid="block-iframe" className={`container ${styles.root}`}>
      <iframe
        className={styles.frame}
        src={block.src}
        title={block.title}
        style={{ aspectRatio: `${width} / ${height}` }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
