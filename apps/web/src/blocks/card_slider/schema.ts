import { z } from 'zod';
import { blockBase, nestedBlocksSchema, optionalText } from '../_shared/types';

export const cardSliderSchema = blockBase.extend({
  component: z.literal('card_slider'),
  headline: optionalText,
  // Cards are checked one by one so that one bad card drops only itself.
  cards: nestedBlocksSchema,
});
export type CardSliderBlock = z.infer<typeof cardSliderSchema>;
