import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '@maison/domain/forms/rules';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase, optionalText } from '../_shared/types';

/** 001 §2, §5: the jewelry museum event registration. */
export const museumFormSchema = blockBase.extend({
  component: z.literal('museum_form'),
  ...formBlockFields,
  startDate: optionalText,
  endDate: optionalText,
  // Multi-options may carry an empty entry or capitals; only real weekdays count.
  excludedWeekdays: z
    .array(z.string())
    .nullish()
    .transform((days) =>
      (days ?? [])
        .map((day) => day.trim().toLowerCase())
        .filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)),
    ),
  offerTour: z.boolean().nullish(),
});
export type MuseumFormBlock = z.infer<typeof museumFormSchema>;
