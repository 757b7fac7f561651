import { z } from 'zod';
import { cardSliderSchema } from '../card_slider/schema';

export const largeCardSliderSchema = cardSliderSchema.extend({
  component: z.literal('large_card_slider'),
});
export type LargeCardSliderBlock = z.infer<typeof largeCardSliderSchema>;
