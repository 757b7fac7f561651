import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 001 §2, §5: the newsletter subscription, default or short. */
export const newsletterFormSchema = blockBase.extend({
  component: z.literal('newsletter_form'),
  ...formBlockFields,
  variant: z.enum(['default', 'short', '']).nullish(),
});
export type NewsletterFormBlock = z.infer<typeof newsletterFormSchema>;
