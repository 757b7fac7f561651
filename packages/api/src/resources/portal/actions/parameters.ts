import { z } from '@hono/zod-openapi';
import {
  CURRENCY_MINOR_UNITS,
  INVENTORY_ACTIONS,
  PORTAL_ACTIONS_MAX,
  PORTAL_PRICE_MAX,
  type FieldErrors,
  type InventoryAction,
} from '@maison/domain';
import { toFieldErrors } from '../../../shared/errors';
import { choiceField } from '../../../shared/fields';
import { portalString, portalText } from '../text';

/** The actions body and each action's parameters (docs/portal.md "Actions"), and refusals. */

export type RefusalCode =
  | 'permission_denied'
  | 'not_found'
  | 'invalid_state'
  | 'invalid_parameters';

export interface Refusal {
  index: number;
  item_id: string | number;
  action: InventoryAction;
  code: RefusalCode;
  detail: string;
  fields?: FieldErrors;
}

export const ACTION_MESSAGES = {
  refused: 'Some actions were refused; nothing was changed.',
} as const;

const text = () => portalText().nullable().optional();
const bool = () => z.boolean({ error: 'Must be a valid boolean.' });
const pk = () =>
  z.union([z.number(), z.string(), z.null()], {
    error: (issue) => `Incorrect type. Expected pk value, received ${typeof issue.input}.`,
  });
const CURRENCIES = Object.keys(CURRENCY_MINOR_UNITS) as [string, ...string[]];

/** Each action's parameters by type; the rules (non-empty, date window) follow in the domain. */
const PARAMETERS = {
  set_virtual_storage: z.object({ available_in_virtual_storage: bool().nullable().optional() }),
  set_archive_status: z.object({ is_archived: bool(), reason: text() }),
  change_location: z.object({ target_location: pk().optional(), reason: text() }),
  sell_out: z.object({
    sale_user: pk().optional(),
    sale_date: portalString(10).nullable().optional(),
    sell_out_price: z
      .number({ error: 'A valid number is required.' })
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(PORTAL_PRICE_MAX, {
        error: `Ensure this value is less than or equal to ${PORTAL_PRICE_MAX}.`,
      })
      .nullable()
      .optional(),
    sell_out_currency: choiceField(CURRENCIES).nullable().optional(),
  }),
  update_sale_user: z.object({ sale_user: pk().optional() }),
  delete_sell_out: z.object({ reason: text() }),
  set_client_note: z.object({ note: text() }),
  book_out: z.object({ reason: text() }),
  request_change: z.object({ change_information: text() }),
} satisfies Record<InventoryAction, z.ZodType>;

/** The request body's envelope; its failures are plain 400 field errors. */
export const ActionsBodySchema = z
  .object({
    actions: z
      .array(
        z.object({
          item_id: z.union([portalString(100).min(1), z.number().int()], {
            error: 'A serial number (or, for request_change, an open order id) is required.',
          }),
          action: choiceField(INVENTORY_ACTIONS),
          parameters: z
            .record(z.string(), z.unknown(), { error: 'Expected a dictionary of items.' })
            .nullable()
            .optional(),
        }),
        { error: 'Expected a list of items.' },
      )
      .min(1, { error: 'This list may not be empty.' })
      .max(PORTAL_ACTIONS_MAX, {
        error: `Ensure this field has no more than ${PORTAL_ACTIONS_MAX} elements.`,
      }),
  })
  .openapi('InventoryActions');
export type ActionsBody = z.infer<typeof ActionsBodySchema>;

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

export function parseParameters(action: InventoryAction, raw: Record<string, unknown>): Parsed {
  const result = PARAMETERS[action].safeParse(raw);
  if (result.success) return { ok: true, value: result.data as Record<string, unknown> };
  return { ok: false, errors: toFieldErrors(result.error, raw) };
}

/** A refusal's one-line detail: its first field error. */
export function invalidDetail(errors: FieldErrors): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['parameters', ['Invalid.']];
  return `${field}: ${messages?.[0] ?? 'Invalid.'}`;
}
