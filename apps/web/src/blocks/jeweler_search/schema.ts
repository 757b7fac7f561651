import { z } from 'zod';
import { blockBase, optionalText } from '../_shared/types';

/** The jeweler finder (000 §2 "Jeweler search results"; docs/content-model.md). */
export const jewelerSearchSchema = blockBase.extend({
  component: z.literal('jeweler_search'),
  headline: optionalText,
  text: optionalText,
});
export type JewelerSearchBlockData = z.infer<typeof jewelerSearchSchema>;
