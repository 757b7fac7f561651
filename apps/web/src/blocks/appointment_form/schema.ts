import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 001 §2: the appointment request (`?product=` preselects the article number). */
export const appointmentFormSchema = blockBase.extend({
  component: z.literal('appointment_form'),
  ...formBlockFields,
});
export type AppointmentFormBlock = z.infer<typeof appointmentFormSchema>;
