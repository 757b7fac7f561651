'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FORM_ACTIONS } from '@maison/domain/constants';
import { api, send } from '@maison/api/web-client';
import { StaffOnly } from '@/features/account/StaffOnly';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { RelativeTime } from '@/ui/RelativeTime';
import { Skeleton } from '@/ui/Skeleton';
import { TextInput } from '@/ui/TextInput';
import {
  exportHref,
  filterQuery,
  listQuery,
  submissionSummary,
  type Submission,
  type SubmissionFilter,
  type SubmissionPage,
} from './submissions';
import styles from './FormSubmissions.module.css';

const NO_FILTER: SubmissionFilter = { action: '', from: '', to: '' };
const SKELETON_ROWS = 6;

/**
 * The brand staff's view of the form submissions (issue 5): superusers only; guests are asked
 * to log in, other users told that the page is not theirs.
 */
export function FormSubmissions({ loginHref }: { loginHref: string }) {
  return (
    <div data-testid="form-submissions" className={styles.root}>
      <StaffOnly messages="formsAdmin" loginHref={loginHref}>
        <SubmissionsTable />
      </StaffOnly>
    </div>
  );
}

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'done'; page: SubmissionPage; key: string };

function SubmissionsTable() {
  const t = useTranslations('formsAdmin');
  const [draft, setDraft] = useState<SubmissionFilter>(NO_FILTER);
  const [filter, setFilter] = useState<SubmissionFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The list's query, and the same as text to tell a shown page from the one asked for.
  const query = useMemo(() => listQuery(filter, page), [filter, page]);
  const key = filterQuery(filter, page);

  useEffect(() => {
    let live = true;
    send(api.api.v1.forms.index.$get({ query }))
      .then((result) => {
        if (!live) return;
        setLoad(
          result.ok && result.data && Array.isArray(result.data.results)
            ? { state: 'done', page: result.data, key }
            : { state: 'failed' },
        );
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [query, key]);

  const loading = load.state === 'loading' || (load.state === 'done' && load.key !== key);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };
  const actionLabel = (action: string) =>
    (FORM_ACTIONS as readonly string[]).includes(action) ? t(`actions.${action}`) : action;
  const channelLabel = (row: Submission) =>
    row.channel === 'microsite'
      ? t('channels.microsite', { jeweler: row.jeweler_slug ?? '' })
      : row.channel === 'default' || !row.channel
        ? t('channels.default')
        : row.channel;

  return (
    <>
      <form className={styles.filters} onSubmit={apply} role="search">
        <Dropdown
          label={t('action')}
          name="action"
          items={[
            { value: '', label: t('allActions') },
            ...FORM_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
          ]}
          value={draft.action}
          onValueChange={(action) => setDraft((d) => ({ ...d, action }))}
          className={styles.action}
        />
        <TextInput
          label={t('from')}
          name="created_after"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <TextInput
          label={t('to')}
          name="created_before"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary">
            {t('apply')}
          </Button>
          <a className={styles.link} href={exportHref(filter)} download>
            {t('export')}
          </a>
        </div>
      </form>

      {load.state === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {load.state === 'done' && !loading ? (
        <p className={styles.count} aria-live="polite">
          {t('count', { count: load.page.count })}
        </p>
      ) : null}

      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.language')}</th>
              <th scope="col">{t('columns.channel')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.summary')}</th>
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {Array.from({ length: 6 }, (__, j) => (
                      <td key={j}>
                        <Skeleton className={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : load.state === 'done'
                ? load.page.results.map((row) => (
                    <tr key={row.uuid} data-testid="form-submission">
                      <td className={styles.date}>
                        <RelativeTime value={row.created_at} />
                      </td>
                      <td>{actionLabel(row.action)}</td>
                      <td>{row.language?.toUpperCase() ?? ''}</td>
                      <td>{channelLabel(row)}</td>
                      <td>
                        {row.email ?? (typeof row.data.email === 'string' ? row.data.email : '')}
                      </td>
                      <td>{submissionSummary(row.data ?? {})}</td>
                    </tr>
                  ))
                : null}
          </tbody>
        </table>
      </div>
      {load.state === 'done' && !loading && !load.page.results.length ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : null}

      <nav className={styles.pager} aria-label={t('page', { page })}>
        <Button
          variant="text"
          disabled={page <= 1 || loading}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          {t('prev')}
        </Button>
        <span className={styles.muted}>{t('page', { page })}</span>
        <Button
          variant="text"
          disabled={loading || load.state !== 'done' || !load.page.next}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('next')}
        </Button>
      </nav>
    </>
  );
}
