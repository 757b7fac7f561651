import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase, optionalText } from '../_shared/types';

/** 001 §2, §6: the yearly-ring waitlist for logged-in jewelers. */
export const ringWaitlistFormSchema = blockBase.extend({
  component: z.literal('ring_waitlist_form'),
  ...formBlockFields,
  introHeadline: optionalText,
  subheadline: optionalText,
  introText: optionalText,
});
export type RingWaitlistFormBlock = z.infer<typeof ringWaitlistFormSchema>;
