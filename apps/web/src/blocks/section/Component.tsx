import type { Block } from '@/features/content/types';
import type { BlockProps } from '../_shared/types';
import { anchorId, type SectionBlock } from './schema';
import styles from './Section.module.css';

/** A titled section that anchor menus point to. */
export function Section({ block, ctx }: BlockProps<SectionBlock>) {
  return (
    <section data-testid="block-section" id={anchorId(block.anchor)} className={styles.root}>
      {block.headline ? <h2 className={`container ${styles.headline}`}>{block.headline}</h2> : null}
      {ctx.render(block.body as Block[] | undefined)}
    </section>
  );
}
