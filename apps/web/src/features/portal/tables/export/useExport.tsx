'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { exportFileName, type ExportFormat } from '@maison/domain/portal/export';
import { localToday } from '@maison/domain/portal/dates';
import type { TableId } from '@maison/domain/portal/tables';
import { toast } from '@/ui/Toast';
import { fileNameOf, readBody, requestExport, saveFile, type ExportRefusal } from './download';

/** The bytes received of the running export, for its toast. */
function progressStore() {
  let bytes = 0;
  const listeners = new Set<() => void>();
  return {
    set(value: number) {
      bytes = value;
      listeners.forEach((l) => l());
    },
    get: () => bytes,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type Progress = ReturnType<typeof progressStore>;

/**
 * The info toast's text: what runs and, once bytes arrive, how much has come. Its texts come from
 * the hook: the toaster renders it under the shell's messages, which hold no portal texts.
 */
function Running({
  progress,
  running,
  received,
}: {
  progress: Progress;
  running: string;
  received: (megabytes: string) => string;
}) {
  const locale = useLocale();
  const bytes = useSyncExternalStore(progress.subscribe, progress.get, progress.get);
  const megabytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );
  return (
    <span data-testid="export-running">
      {running}
      {bytes > 0 ? ` ${received(megabytes)}` : null}
    </span>
  );
}

/** 002 §8: the refusal of an export above the row limit, one of the route's 400 answers. */
type TooLarge = Extract<ExportRefusal, { code: 'export_too_large' }>;

/**
 * 002 §4, §8: one export at a time. A persistent info toast while it runs (with the bytes
 * received), then a success toast, the too-large refusal, or pdf-failed / excel-failed.
 */
export function useExport(tableId: TableId) {
  const t = useTranslations('partnerportal.export');
  const locale = useLocale();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    async (format: ExportFormat, query: URLSearchParams, columns: readonly string[]) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(format);
      const progress = progressStore();
      const info = toast.show({
        type: 'info',
        timing: 'persistent',
        content: (
          <Running
            progress={progress}
            running={t('running', { format: t(`formats.${format}`) })}
            received={(megabytes) => t('received', { megabytes })}
          />
        ),
      });
      const failed = () =>
        toast.show({ type: 'error', timing: 'long', content: t(`${format}-failed`) });
      try {
        const res = await requestExport({ tableId, format, query, columns, language: locale });
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as Partial<TooLarge> | null;
          if (body?.code === 'export_too_large')
            toast.show({
              type: 'error',
              timing: 'long',
              content: t('too-large', {
                count: body.count ?? 0,
                limit: body.limit ?? 0,
              }),
            });
          else failed();
          return;
        }
        const blob = await readBody(res, progress.set);
        const name = fileNameOf(res, exportFileName(tableId, format, localToday()));
        saveFile(blob, name);
        toast.show({ type: 'success', timing: 'medium', content: t('success', { name }) });
      } catch {
        failed();
      } finally {
        toast.dismiss(info);
        busy.current = false;
        setRunning(null);
      }
    },
    [tableId, locale, t],
  );

  return { running, start };
}
