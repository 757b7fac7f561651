'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { api, send, type InferResponseType } from '@maison/api/web-client';
import type { TableId } from '@maison/domain/portal/tables';
import { statusMessage } from '@/features/account/errors';
import type { PortalRow, SaleUser } from '../api';
import { usePortal } from '../context';
import { rowsKey, type RowPages } from '../tables/queries';
import { saleUsersQuery } from './saleUsers';
import { applyOutcomes, type EffectContext } from './effects';
import type { ActionRequest } from './parameters';

export interface ActionOutcome {
  ok: boolean;
  status: number;
  /** Field errors of the first refused action (docs/portal.md: refused[].fields). */
  fields?: Record<string, string[]>;
}

const HTTP_BAD_REQUEST = 400;

const actionsRoute = api.api.v1.inventory.actions.index;
/** docs/portal.md: a refusal names each refused action, with its field errors if any. */
type Refused = InferResponseType<typeof actionsRoute.$post, 403>;

/** The field errors of the first refused action, when the answer is a refusal that has them. */
function refusedFields(body: unknown): Record<string, string[]> | undefined {
  return (body as Partial<Refused> | null)?.refused?.[0]?.fields;
}

/**
 * Issue 14: why actions on `count` rows failed, in the person's language: a refusal without
 * field errors (400: the rows' state no longer allows it) or the status. Null when the server
 * named fields: the single-action modal marks those.
 */
export function useActionFailure() {
  const t = useTranslations();
  return (outcome: ActionOutcome, count: number): string | null => {
    if (outcome.fields) return null;
    if (outcome.status === HTTP_BAD_REQUEST)
      return t('partnerportal.action-modal.refused', { count });
    return t(statusMessage(outcome.status).key);
  };
}

export interface PlannedAction {
  row: PortalRow;
  request: ActionRequest;
}

/**
 * Sends actions in one request (docs/portal.md: all or nothing) and, on 200, updates the
 * loaded rows of this table (002 §4) and marks every other list and total as stale.
 */
export function useActionRunner(tableId: TableId, queryString: string, visible: readonly number[]) {
  const queryClient = useQueryClient();
  const { locationsById } = usePortal();

  const applied = useCallback(
    (planned: readonly PlannedAction[]) => {
      const context: EffectContext = {
        visibleLocations: visible,
        locationName: (id) => locationsById.get(id)?.name,
        saleUserName: (location, id) =>
          queryClient
            .getQueryData<SaleUser[]>(saleUsersQuery(location).queryKey)
            ?.find((u) => u.id === id)?.name,
      };
      const outcomes = new Map(
        planned.map((p) => [
          p.row.id,
          { action: p.request.action, parameters: p.request.parameters },
        ]),
      );
      const key = rowsKey(tableId, queryString);
      queryClient.setQueryData<RowPages>(key, (old) => {
        if (!old) return old;
        let removed = 0;
        const pages = old.pages.map((page) => {
          const results = applyOutcomes(tableId, page.results, outcomes, context);
          removed += page.results.length - results.length;
          return { ...page, results };
        });
        return {
          ...old,
          pages: pages.map((page) => ({ ...page, count: Math.max(0, page.count - removed) })),
        };
      });
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [scope, kind, table, q] = query.queryKey as string[];
          if (scope !== 'portal') return false;
          if (kind === 'aggregates') return true;
          return kind === 'rows' && !(table === tableId && q === queryString);
        },
      });
    },
    [queryClient, tableId, queryString, visible, locationsById],
  );

  const run = useCallback(
    async (planned: readonly PlannedAction[]): Promise<ActionOutcome> => {
      try {
        const res = await send(
          actionsRoute.$post({
            json: { actions: planned.map((p) => p.request) },
          }),
        );
        if (res.status !== 200) {
          return { ok: false, status: res.status, fields: refusedFields(res.data) };
        }
        applied(planned);
        return { ok: true, status: 200 };
      } catch {
        return { ok: false, status: 0 };
      }
    },
    [applied],
  );

  /** The open orders' client note has its own call (docs/portal.md). */
  const saveOrderNote = useCallback(
    async (row: PortalRow, note: string): Promise<ActionOutcome> => {
      try {
        const res = await send(
          api.api.v1['open-orders'][':item_id']['client-note'].index.$post({
            param: { item_id: String(row.id) },
            json: { note },
          }),
        );
        if (res.status !== 200) return { ok: false, status: res.status };
        applied([
          {
            row,
            request: { item_id: row.id, action: 'set_client_note', parameters: { note } },
          },
        ]);
        return { ok: true, status: 200 };
      } catch {
        return { ok: false, status: 0 };
      }
    },
    [applied],
  );

  return { run, saveOrderNote };
}
