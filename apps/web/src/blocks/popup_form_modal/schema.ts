import { z } from 'zod';
import { blockBase, nestedBlocksSchema, optionalText } from '../_shared/types';

export const popupFormModalSchema = blockBase.extend({
  component: z.literal('popup_form_modal'),
  headline: z.string().min(1),
  text: optionalText,
  impressionDelay: z.coerce.number().int().min(0).nullish(),
  form: nestedBlocksSchema,
});
export type PopupFormModalBlock = z.infer<typeof popupFormModalSchema>;
