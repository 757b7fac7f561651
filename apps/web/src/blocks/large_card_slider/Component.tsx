import { CardSliderView } from '../card_slider/Component';
import type { BlockProps } from '../_shared/types';
import type { LargeCardSliderBlock } from './schema';

/** The card slider with landscape cards. */
export function LargeCardSlider({ block, ctx }: BlockProps<LargeCardSliderBlock>) {
  return <CardSliderView block={block} ctx={ctx} large />;
}
