import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/content/Picture';
import type { BlockProps } from '../_shared/types';
import type { ContentMenuSliderBlock } from './schema';
import styles from './ContentMenuSlider.module.css';

/**
 * 000 §2: a horizontal menu of content entries. It scrolls natively with snap points, so it
 * needs no script and keeps the browser's own keyboard and touch scrolling.
 */
export async function ContentMenuSlider({ block, ctx }: BlockProps<ContentMenuSliderBlock>) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks.contentMenu' });
  return (
    <nav data-testid="block-content_menu_slider" className={styles.root} aria-label={t('label')}>
      <ul className={styles.list}>
        {block.items.map((item) => {
          const href = ctx.links.href(item.link);
          return (
            <li key={item._uid} className={styles.item}>
              <a className={styles.link} href={href ?? undefined}>
                {item.image?.filename ? (
                  <Picture
                    className={styles.picture}
                    imgClassName={styles.image}
                    src={item.image.filename}
                    alt=""
                    width={160}
                    height={160}
                    sizes="6rem"
                  />
                ) : null}
                <span className={styles.label}>{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
