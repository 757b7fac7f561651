import { z } from 'zod';
import { blockBase, optionalText } from '../_shared/types';

export const productListSchema = blockBase.extend({
  component: z.literal('product_list'),
  headline: optionalText,
  productType: z
    .enum(['ring', 'bracelet', 'earrings', 'necklace', 'amulet', 'ronde', ''])
    .nullish(),
  view: z.enum(['grid', 'highlight', '']).nullish(),
  filterGroups: z.array(z.string()).nullish(),
  limit: z.coerce.number().int().min(0).nullish(),
});
export type ProductListBlockData = z.infer<typeof productListSchema>;
