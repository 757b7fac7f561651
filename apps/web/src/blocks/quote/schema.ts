import { z } from 'zod';
import { assetSchema, blockBase, optionalText } from '../_shared/types';

const QUOTE_VARIANTS = ['handwriting', 'block_letters', 'left', 'right', 'text_only'] as const;

export const quoteSchema = blockBase.extend({
  component: z.literal('quote'),
  text: z.string().min(1),
  author: optionalText,
  variant: z.enum([...QUOTE_VARIANTS, '']).nullish(),
  image: assetSchema,
});
export type QuoteBlock = z.infer<typeof quoteSchema>;
