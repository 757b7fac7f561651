'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  defaultTableConfig,
  normalizeTableConfig,
  type TableConfig,
} from '@maison/domain/portal/columns';
import { api, send } from '@maison/api/web-client';
import type { TableId } from '@maison/domain/portal/tables';

/** Ours: changes are saved once they have rested this long (a column drag sends one PUT). */
export const TABLE_CONFIG_SAVE_DELAY_MS = 500;

const configRoute = api.api.v1.portal['table-config'][':tableId'].index;

export interface TableConfigState {
  /** null until the saved config (or the defaults, when it cannot be read) is known. */
  config: TableConfig | null;
  /** Changes the config now and saves it after TABLE_CONFIG_SAVE_DELAY_MS. */
  update: (change: (current: TableConfig) => TableConfig) => void;
  /** Saves a pending change at once. */
  flush: () => void;
}

/**
 * 002 §3: the per-user config of one table (column widths, filters, checked rows, sort), read
 * with GET and written with a debounced PUT of the whole shape (docs/portal.md). A failed save
 * keeps the local state, the next change tries again, and `onSaveFailed` hears of the first
 * failure after a success (with the status, 0 without an answer), so it can say so once.
 */
export function useTableConfig(
  tableId: TableId,
  userId: number,
  onSaveFailed?: (status: number) => void,
): TableConfigState {
  const [state, setState] = useState<{ key: string; config: TableConfig } | null>(null);
  const key = `${userId}:${tableId}`;
  const latest = useRef<TableConfig | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);
  const reported = useRef(false);
  const onFailed = useRef(onSaveFailed);
  useEffect(() => {
    onFailed.current = onSaveFailed;
  }, [onSaveFailed]);

  useEffect(() => {
    let live = true;
    send(configRoute.$get({ param: { tableId } }))
      .then((res) => (res.ok ? normalizeTableConfig(res.data) : defaultTableConfig()))
      .catch(() => defaultTableConfig())
      .then((config) => {
        if (!live) return;
        latest.current = config;
        setState({ key, config });
      });
    return () => {
      live = false;
    };
  }, [tableId, key]);

  const save = useCallback(
    (keepalive = false) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (!dirty.current || !latest.current) return;
      dirty.current = false;
      const failed = (status: number) => {
        dirty.current = true;
        // A page going away cannot show anything any more.
        if (keepalive || reported.current) return;
        reported.current = true;
        onFailed.current?.(status);
      };
      void send(
        configRoute.$put({ param: { tableId }, json: latest.current }, { init: { keepalive } }),
      ).then(
        (res) => {
          if (res.ok) reported.current = false;
          else failed(res.status);
        },
        () => failed(0),
      );
    },
    [tableId],
  );

  const update = useCallback(
    (change: (current: TableConfig) => TableConfig) => {
      if (!latest.current) return;
      const next = change(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      dirty.current = true;
      setState({ key, config: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save(), TABLE_CONFIG_SAVE_DELAY_MS);
    },
    [key, save],
  );

  // Leaving the table (or the page: reload, close) saves what is pending.
  useEffect(() => {
    const onPageHide = () => save(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      save();
    };
  }, [save]);

  const flush = useCallback(() => save(), [save]);
  return { config: state?.key === key ? state.config : null, update, flush };
}
