import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 001 §2, §5: the address form. */
export const addressFormSchema = blockBase.extend({
  component: z.literal('address_form'),
  ...formBlockFields,
});
export type AddressFormBlock = z.infer<typeof addressFormSchema>;
