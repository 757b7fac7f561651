import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase, linkSchema, optionalText } from '../_shared/types';

/** Subject options: a list, or one option per line as some editors type them. */
const subjects = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split('\n') : (value ?? []))
      .map((subject) => subject.trim())
      .filter(Boolean),
  );

/** 001 §2, §3: the contact form in two steps (docs/forms.md). */
export const contactFormSchema = blockBase.extend({
  component: z.literal('contact_form'),
  ...formBlockFields,
  subjects,
  step2Headline: optionalText,
  step2Text: optionalText,
  backLink: linkSchema,
  backLinkLabel: optionalText,
});
export type ContactFormBlock = z.infer<typeof contactFormSchema>;
