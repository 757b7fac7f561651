import { RichText } from '@/features/content/RichText';
import type { RichTextNode } from '@/features/content/types';
import { AccordionLazy as Accordion } from './lazy';
import type { BlockProps } from '../_shared/types';
import type { AccordionBlockData } from './schema';
import styles from './AccordionBlock.module.css';

/** The UI kit's accordion with rich text bodies rendered on the server. */
export function AccordionBlock({ block, ctx }: BlockProps<AccordionBlockData>) {
  return (
    <section data-testid="block-accordion" className={`container ${styles.root}`}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <Accordion
        items={block.items.map((item) => ({
          id: item._uid,
          title: item.title,
          content: (
            <RichText doc={item.text as RichTextNode} links={ctx.links} className={styles.text} />
          ),
        }))}
      />
    </section>
  );
}
