import { FinderIntl } from '@/features/finder/FinderIntl';
import { JewelerFinderLazy as JewelerFinder } from '@/features/finder/JewelerFinderLazy';
import type { BlockProps } from '../_shared/types';
import type { JewelerSearchBlockData } from './schema';
import styles from './JewelerSearch.module.css';

/**
 * 000 §2: the jeweler finder. The page is cached, the same HTML for everyone: it holds the
 * finder's frame, and the results for the visitor's place load in the browser (decision 0028).
 * MAP_STYLE_URL, read here on the server, swaps the offline basemap for a tile style.
 */
export function JewelerSearchBlock({ block, ctx }: BlockProps<JewelerSearchBlockData>) {
  return (
    <section data-testid="block-jeweler_search" className={`container ${styles.root}`}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      <FinderIntl locale={ctx.locale}>
        <JewelerFinder mapStyleUrl={process.env.MAP_STYLE_URL || null} />
      </FinderIntl>
    </section>
  );
}
