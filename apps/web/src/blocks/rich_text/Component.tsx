import { RichText } from '@/features/content/RichText';
import type { RichTextNode } from '@/features/content/types';
import type { BlockProps } from '../_shared/types';
import type { RichTextBlockData } from './schema';
import styles from './RichTextBlock.module.css';

/** Themed rich text (light, dark, ivory ground). */
export function RichTextBlock({ block, ctx }: BlockProps<RichTextBlockData>) {
  const theme = block.theme || 'light';
  return (
    <div data-testid="block-rich_text" className={`${styles.root} ${styles[theme] ?? ''}`}>
      <div className="container">
        <RichText doc={block.text as RichTextNode} links={ctx.links} className={styles.text} />
      </div>
    </div>
  );
}
