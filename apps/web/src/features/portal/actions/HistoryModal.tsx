'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@maison/domain/constants';
import { isHistoryType } from '@maison/domain/portal/history';
import { Modal } from '@/ui/Modal';
import { api, send } from '@maison/api/web-client';
import { dataOf, type HistoryEntry, type InventoryRow } from '../api';
import { usePortal } from '../context';
import { RelativeTime } from '@/ui/RelativeTime';
import { formatDate, formatPrice } from '../format';
import { localizedDescription } from '../tables/definitions';
import styles from './actions.module.css';

/** 002 §3: the user value SYSTEM means the system itself. */
const SYSTEM_USER = 'SYSTEM';

/** The data fields shown, in this order (002 §3 "Data fields"). */
const TEXT_FIELDS = [
  'reason',
  'note',
  'sale_user_name',
  'previous_sale_user_name',
  'previous_serial_number',
  'new_serial_number',
  'previous_article_number',
  'new_article_number',
  'sale_date',
] as const;

function HistoryData({ data }: { data: HistoryEntry['data'] }) {
  const t = useTranslations('partnerportal.history-modal');
  const { locationsById } = usePortal();
  const rows: [string, string][] = [];
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const location = (value: unknown) =>
    typeof value === 'number' ? (locationsById.get(value)?.name ?? `#${value}`) : text(value);
  const yesNo = (value: unknown) => (value ? t('yes') : t('no'));

  if ('source_location_id' in data)
    rows.push([t('fields.source_location'), location(data.source_location_id)]);
  if ('target_location_id' in data)
    rows.push([t('fields.target_location'), location(data.target_location_id)]);
  if ('virtual_storage' in data)
    rows.push([t('fields.virtual_storage'), yesNo(data.virtual_storage)]);
  if ('is_archived' in data) rows.push([t('fields.is_archived'), yesNo(data.is_archived)]);
  if ('sell_in_price' in data)
    rows.push([
      t('fields.sell_in_price'),
      formatPrice(data.sell_in_price as number, text(data.sell_in_currency)),
    ]);
  if ('sell_out_price' in data)
    rows.push([
      t('fields.sell_out_price'),
      formatPrice(data.sell_out_price as number, text(data.sell_out_currency)),
    ]);
  for (const field of TEXT_FIELDS) {
    const value = field === 'sale_date' ? formatDate(text(data[field])) : text(data[field]);
    if (value) rows.push([t(`fields.${field}`), value]);
  }
  const shown = rows.filter(([, value]) => value !== '');
  if (!shown.length) return null;
  return (
    <dl className={styles.historyData}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 002 §2: an item's history, newest first (GET /api/v1/inventory/{id}/history/); the user
 * SYSTEM is shown as the system.
 */
export function HistoryModal({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const t = useTranslations('partnerportal.history-modal');
  const locale = useLocale() as Locale;
  const history = useQuery({
    queryKey: ['portal', 'history', row.id],
    queryFn: () =>
      dataOf(
        send(api.api.v1.inventory[':id'].history.index.$get({ param: { id: String(row.id) } })),
      ),
    staleTime: 0,
  });
  const description = localizedDescription(row.description_de, row.description_en, locale);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title', { serial: row.serial_number })}
      description={description || undefined}
      className={styles.modal}
    >
      <div data-testid="history-modal" aria-busy={history.isPending || undefined}>
        {history.isPending ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : history.isError ? (
          <p role="alert">{t('failed')}</p>
        ) : !history.data?.length ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <ol className={styles.history}>
            {history.data.map((entry) => {
              const user = entry.data?.user;
              return (
                <li key={entry.id} className={styles.historyEntry} data-testid="history-entry">
                  <div className={styles.historyHead}>
                    <strong>
                      {isHistoryType(entry.type) ? t(`types.${entry.type}`) : entry.type}
                    </strong>
                    <RelativeTime value={entry.date} className={styles.muted} />
                  </div>
                  <p className={styles.historyUser}>
                    {user === SYSTEM_USER || !user ? t('system') : t('by', { user: String(user) })}
                  </p>
                  <HistoryData data={entry.data ?? {}} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Modal>
  );
}
