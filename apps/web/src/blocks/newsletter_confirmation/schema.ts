import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase, linkSchema, optionalText } from '../_shared/types';

/** 001 §2, §4: the double opt-in confirmation page (`?uuid=`). */
export const newsletterConfirmationSchema = blockBase.extend({
  component: z.literal('newsletter_confirmation'),
  ...formBlockFields,
  failureHeadline: optionalText,
  failureText: optionalText,
  link: linkSchema,
  linkCaption: optionalText,
});
export type NewsletterConfirmationBlock = z.infer<typeof newsletterConfirmationSchema>;
