import { z } from 'zod';
import { blockBase, linkSchema, optionalText } from '../_shared/types';

export const priceOnRequestModalSchema = blockBase.extend({
  component: z.literal('price_on_request_modal'),
  headline: optionalText,
  text: optionalText,
  ctaLabel: optionalText,
  ctaLink: linkSchema,
});
export type PriceOnRequestModalBlock = z.infer<typeof priceOnRequestModalSchema>;
