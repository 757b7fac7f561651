import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 001 §2, §8: the newsletter unsubscription (`?email=` prefills). */
export const newsletterUnsubscribeFormSchema = blockBase.extend({
  component: z.literal('newsletter_unsubscribe_form'),
  ...formBlockFields,
});
export type NewsletterUnsubscribeFormBlock = z.infer<typeof newsletterUnsubscribeFormSchema>;
