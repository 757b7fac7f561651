import { z } from 'zod';
import { blockBase, optionalText, richTextSchema } from '../_shared/types';

export const accordionSchema = blockBase.extend({
  component: z.literal('accordion'),
  headline: optionalText,
  items: z
    .array(
      z.object({
        _uid: z.string(),
        component: z.literal('accordion_item').optional(),
        title: z.string().min(1),
        text: richTextSchema,
      }),
    )
    .min(1),
});
export type AccordionBlockData = z.infer<typeof accordionSchema>;
