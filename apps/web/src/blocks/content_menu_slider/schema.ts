import { z } from 'zod';
import { assetSchema, blockBase, linkSchema } from '../_shared/types';

export const contentMenuSliderSchema = blockBase.extend({
  component: z.literal('content_menu_slider'),
  items: z
    .array(
      z.object({
        _uid: z.string(),
        component: z.literal('content_menu_item').optional(),
        label: z.string().min(1),
        link: linkSchema,
        image: assetSchema,
      }),
    )
    .min(1),
});
export type ContentMenuSliderBlock = z.infer<typeof contentMenuSliderSchema>;
