import { z } from '@/features/security/zod';
import {
  canSaveAction,
  type ActionDraft,
  type InventoryAction,
  type SaleDateContext,
} from '@maison/domain/portal/actions';
import type { PortalRow } from '../api';
import { actionRequest, type ActionRequest } from './parameters';
import type { PlannedAction } from './useActionRunner';

/**
 * The action modals' values on react-hook-form: the shared values (the single-row modal's only
 * ones) and, for a bulk action over several locations, each row's own values in the rows'
 * order (002 §5).
 */
export interface ActionForm {
  draft: ActionDraft;
  rows: ActionDraft[];
}

/** Where a field's values live: the shared draft or one row's. */
export type DraftScope = 'draft' | `rows.${number}`;

/** Why Save refuses (the Save button's disabled reason, partnerportal.action-modal). */
const SAVE_DISABLED = 'action-modal.save-disabled';

/**
 * 002 §5 for one row: the domain's canSaveAction (the API applies the same rules) with the
 * sale date window of the item's location; the output is the request sent.
 */
export function actionSchema(action: InventoryAction, row: PortalRow, context: SaleDateContext) {
  return z.pipe(
    z.custom<ActionForm>().check(
      z.refine((form) => canSaveAction(action, form.draft, context), {
        path: ['draft'],
        message: SAVE_DISABLED,
      }),
    ),
    z.transform((form: ActionForm): ActionRequest => actionRequest(action, row, form.draft)),
  );
}

/**
 * 002 §5 for a bulk action: the shared values, or with `perRow` each row's values over the
 * shared ones, must pass canSaveAction (each row with its own location's day and sell-in date);
 * the output is one planned action per row, sent in one request.
 */
export function bulkActionSchema(
  action: InventoryAction,
  rows: readonly PortalRow[],
  perRow: boolean,
  shared: SaleDateContext,
  contextOf: (row: PortalRow) => SaleDateContext,
) {
  const draftOf = (form: ActionForm, index: number): ActionDraft =>
    perRow ? { ...form.draft, ...form.rows[index] } : form.draft;
  return z.pipe(
    z
      .custom<ActionForm>()
      .check(
        z.refine(
          (form) =>
            perRow
              ? rows.every((row, i) => canSaveAction(action, draftOf(form, i), contextOf(row)))
              : canSaveAction(action, form.draft, shared),
          { path: ['draft'], message: SAVE_DISABLED },
        ),
      ),
    z.transform((form: ActionForm): PlannedAction[] =>
      rows.map((row, i) => ({ row, request: actionRequest(action, row, draftOf(form, i)) })),
    ),
  );
}
