'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { api, send, type InferResponseType } from '@maison/api/web-client';
import type { Locale } from '@maison/domain/constants';
import { formatDayTime } from '@maison/domain/format/relative-time';
import { StaffOnly } from '@/features/account/StaffOnly';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { megabytes } from '../labels';
import styles from '../careers.module.css';

type ApplicationPage = InferResponseType<typeof api.api.v1.careers.applications.index.$get, 200>;
type Application = ApplicationPage['results'][number];
type Position = InferResponseType<
  typeof api.api.v1.careers.positions.index.$get,
  200
>['results'][number];

const ALL = '';
const attribute = (a: Application, id: string) =>
  a.attributes.find((entry) => entry.id === id)?.value ?? '';

/**
 * The brand staff's job applications (issue 20): superusers only; per position or all, newest
 * first, each with its files to download.
 */
export function Applications({ locale, loginHref }: { locale: Locale; loginHref: string }) {
  return (
    <div data-testid="career-applications" className={styles.staff}>
      <StaffOnly messages="careersAdmin" loginHref={loginHref}>
        <ApplicationsTable locale={locale} />
      </StaffOnly>
    </div>
  );
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; page: ApplicationPage };

function ApplicationsTable({ locale }: { locale: Locale }) {
  const t = useTranslations('careersAdmin');
  const format = useFormatter();
  const [positions, setPositions] = useState<Position[]>([]);
  const [position, setPosition] = useState(ALL);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    void send(api.api.v1.careers.positions.index.$get({ query: { language: locale } })).then(
      (res) => {
        if (res.ok && res.data) setPositions(res.data.results);
      },
    );
  }, [locale]);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    const query: Record<string, string> = {};
    if (position) query.position = position;
    if (page > 1) query.page = String(page);
    send(api.api.v1.careers.applications.index.$get({ query }))
      .then((res) => {
        if (!live) return;
        setLoad(res.ok && res.data ? { state: 'done', page: res.data } : { state: 'failed' });
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [position, page]);

  return (
    <>
      <div className={styles.staffFilters}>
        <Dropdown
          label={t('position')}
          name="position"
          items={[
            { value: ALL, label: t('allPositions') },
            ...positions.map((p) => ({ value: p.id, label: `${p.name} · ${p.office}` })),
          ]}
          value={position}
          onValueChange={(value) => {
            setPosition(value);
            setPage(1);
          }}
          filterable
        />
      </div>
      {load.state === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {load.state === 'done' ? (
        <p className={styles.count} aria-live="polite">
          {t('count', { count: load.page.count })}
        </p>
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={load.state === 'loading' || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.position')}</th>
              <th scope="col">{t('columns.applicant')}</th>
              <th scope="col">{t('columns.availableFrom')}</th>
              <th scope="col">{t('columns.salary')}</th>
              <th scope="col">{t('columns.files')}</th>
              <th scope="col">{t('columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {load.state === 'done' && load.page.results.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.muted}>
                  {t('empty')}
                </td>
              </tr>
            ) : null}
            {load.state === 'done'
              ? load.page.results.map((a) => (
                  <tr key={a.uuid} data-application={a.uuid}>
                    <td className={styles.nowrap}>{formatDayTime(new Date(a.created_at))}</td>
                    <td>{a.position_name}</td>
                    <td>
                      {a.first_name} {a.last_name}
                      <br />
                      <a className={styles.link} href={`mailto:${a.email}`}>
                        {a.email}
                      </a>
                      {attribute(a, 'phone') ? (
                        <>
                          <br />
                          {attribute(a, 'phone')}
                        </>
                      ) : null}
                    </td>
                    <td className={styles.nowrap}>{attribute(a, 'available_from')}</td>
                    <td>{attribute(a, 'salary_expectations')}</td>
                    <td>
                      <ul className={styles.staffFiles}>
                        {a.files.map((f) => (
                          <li key={f.uuid}>
                            <a className={styles.link} href={f.url} download={f.original_filename}>
                              {f.original_filename}
                            </a>{' '}
                            <span className={styles.muted}>
                              {f.category ? t(`categories.${f.category}`) : ''} ·{' '}
                              {t('size', { size: megabytes(format, f.size) })}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{t(`states.${a.forward_state}`)}</td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </div>
      {load.state === 'done' && (page > 1 || load.page.next) ? (
        <div className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('prev')}
          </Button>
          <Button
            variant="secondary"
            disabled={!load.page.next}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('next')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
