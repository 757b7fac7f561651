import { z } from 'zod';
import { blockBase, richTextSchema } from '../_shared/types';

export const richTextBlockSchema = blockBase.extend({
  component: z.literal('rich_text'),
  text: richTextSchema,
  theme: z.enum(['light', 'dark', 'ivory', '']).nullish(),
});
export type RichTextBlockData = z.infer<typeof richTextBlockSchema>;
