import { z } from 'zod';
import { blockBase } from '../_shared/types';

export const stickyAnchorMenuSchema = blockBase.extend({
  component: z.literal('sticky_anchor_menu'),
  items: z
    .array(
      z.object({
        _uid: z.string(),
        component: z.literal('anchor_item').optional(),
        label: z.string().min(1),
        anchor: z.string().min(1),
      }),
    )
    .min(1),
});
export type StickyAnchorMenuBlock = z.infer<typeof stickyAnchorMenuSchema>;
