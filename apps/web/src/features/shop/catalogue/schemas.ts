import { z } from '@/features/security/zod';
import { HINT_TOO_LARGE_QUANTITY } from '@maison/domain/constants';
import {
  defaultServiceQuantity,
  isQuantityAllowed,
  isTextEngraving,
  validateSelection,
  type JewelryGroup,
  type OrderForm,
  type SelectionContext,
  type SelectionState,
  type ServiceItemGroup,
} from '@maison/domain/shop';

/**
 * The order forms' zod schemas for react-hook-form. The rules stay the domain's functions (the
 * API runs the same ones before it adds a line item), so the schemas call them rather than
 * restate them; each schema's output is the body the form sends.
 */

/** What is sent: only the engraving fields of the chosen engraving type. */
function selectionToSend(s: SelectionState): SelectionState {
  if (s.engravingType === null) return { ...s, engravingText: '', engravingImage: null };
  return isTextEngraving(s.engravingType)
    ? { ...s, engravingImage: null }
    : { ...s, engravingText: '' };
}

/**
 * 001 §5 for a jewelry group: validateSelection's message keys at `selection.<field>` (also
 * `selection.commission`); the output is the selection to add.
 */
export function jewelryOrderSchema(group: JewelryGroup, context: SelectionContext) {
  return z.pipe(
    z.custom<OrderForm>().check(
      z.superRefine((form, ctx) => {
        const found = validateSelection(group, form.selection, context);
        for (const [field, key] of Object.entries(found))
          ctx.addIssue({ code: 'custom', path: ['selection', field], message: key });
      }),
    ),
    z.transform((form: OrderForm) => selectionToSend(form.selection)),
  );
}

export interface ServiceForm {
  /** The jeweler's choice; null follows the first available option. */
  quantity: number | null;
  note: string;
  orderNumber: string;
}

export const EMPTY_SERVICE_FORM: ServiceForm = { quantity: null, note: '', orderNumber: '' };

/**
 * The quantity a service form adds (001 §5): the choice while the cart leaves room for it, else
 * the first option that fits; null when none does.
 */
export function serviceQuantity(
  group: ServiceItemGroup,
  inCart: number,
  choice: number | null,
): number | null {
  return choice !== null && isQuantityAllowed(group, choice, inCart)
    ? choice
    : defaultServiceQuantity(group, inCart);
}

/** A service item's add-line-item body; empty note and order number are left out. */
export function serviceOrderSchema(group: ServiceItemGroup, inCart: number) {
  return z.pipe(
    z.object({ quantity: z.nullable(z.number()), note: z.string(), orderNumber: z.string() }),
    z.transform(({ quantity: choice, note, orderNumber }: ServiceForm, ctx) => {
      const quantity = serviceQuantity(group, inCart, choice);
      if (quantity === null) {
        ctx.issues.push({
          code: 'custom',
          path: ['quantity'],
          message: HINT_TOO_LARGE_QUANTITY,
          input: ctx.value,
        });
        return z.NEVER;
      }
      return {
        quantity,
        ...(note.trim() ? { note } : {}),
        ...(orderNumber.trim() ? { orderNumber } : {}),
      };
    }),
  );
}
