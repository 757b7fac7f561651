import { z } from 'zod';
import { blockBase, optionalText } from '../_shared/types';

/** 001 §2: the open positions (docs/content-model.md). */
export const careersListSchema = blockBase.extend({
  component: z.literal('careers_list'),
  headline: optionalText,
  text: optionalText,
});
export type CareersListBlockData = z.infer<typeof careersListSchema>;
