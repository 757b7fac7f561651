import { getTranslations } from 'next-intl/server';
import { Card } from '../card/Component';
import { cardSchema } from '../card/schema';
import { SliderLazy as Slider } from '../_shared/lazy';
import type { BlockContext, BlockProps } from '../_shared/types';
import type { CardSliderBlock } from './schema';
import styles from './CardSlider.module.css';

interface SliderBlockProps {
  block: Pick<CardSliderBlock, '_uid' | 'headline' | 'cards'> & { component: string };
  ctx: BlockContext;
  large?: boolean;
}

/** Shared by card_slider and large_card_slider: a headline and a slider of cards. */
export async function CardSliderView({ block, ctx, large = false }: SliderBlockProps) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks.slider' });
  const cards = (block.cards ?? []).flatMap((raw) => {
    const parsed = cardSchema.safeParse(raw);
    if (!parsed.success) console.error(`[blocks] card ${raw._uid} failed its schema`);
    return parsed.success ? [parsed.data] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section data-testid={`block-${block.component}`} className={`container ${styles.root}`}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <Slider label={block.headline || t('label')} prevLabel={t('prev')} nextLabel={t('next')}>
        {cards.map((card) => (
          <Card key={card._uid} block={card} ctx={ctx} large={large} />
        ))}
      </Slider>
    </section>
  );
}

export function CardSlider({ block, ctx }: BlockProps<CardSliderBlock>) {
  return <CardSliderView block={block} ctx={ctx} />;
}
