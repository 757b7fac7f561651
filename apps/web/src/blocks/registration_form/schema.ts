import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 000 §2: the sign-up block (email, data agreement, subscribe). */
export const registrationFormSchema = blockBase.extend({
  component: z.literal('registration_form'),
  ...formBlockFields,
});
export type RegistrationFormBlock = z.infer<typeof registrationFormSchema>;
