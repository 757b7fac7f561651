'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Dropdown } from '@/ui/Dropdown';
import { ArrowRightIcon } from '@/ui/Icon';
import { careerLabel, distinct } from './labels';
import styles from './careers.module.css';

/** What the list shows of a position (the server hands it over with the job page's href). */
export interface ListedPosition {
  id: string;
  name: string;
  department: string;
  office: string;
  employmentType: string;
  schedule: string;
  href: string;
}

const ALL = '';

/**
 * 001 §2: the open positions grouped by department, each with employment type, schedule and
 * office, filterable by office and department. The page is cached: the filter runs here.
 */
export function CareersList({ positions }: { positions: readonly ListedPosition[] }) {
  const t = useTranslations('careers');
  const id = useId();
  const [office, setOffice] = useState(ALL);
  const [department, setDepartment] = useState(ALL);

  const offices = useMemo(
    () =>
      distinct(positions, (p) => p.office)
        .map((value) => ({ value, label: careerLabel(t, 'offices', value) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [positions, t],
  );
  const departments = distinct(positions, (p) => p.department);
  const shown = positions.filter(
    (p) => (!office || p.office === office) && (!department || p.department === department),
  );
  const groups = departments
    .map((name) => ({ name, positions: shown.filter((p) => p.department === name) }))
    .filter((group) => group.positions.length > 0);

  return (
    <div className={styles.list} data-testid="careers-list">
      <div className={styles.filters} role="search" aria-label={t('list.filters')}>
        <Dropdown
          label={t('list.office')}
          name="office"
          items={[{ value: ALL, label: t('list.allOffices') }, ...offices]}
          value={office}
          onValueChange={setOffice}
        />
        <Dropdown
          label={t('list.department')}
          name="department"
          items={[
            { value: ALL, label: t('list.allDepartments') },
            ...departments.map((value) => ({
              value,
              label: careerLabel(t, 'departments', value),
            })),
          ]}
          value={department}
          onValueChange={setDepartment}
        />
      </div>
      <p className={styles.count} aria-live="polite" data-testid="careers-count">
        {t('list.count', { count: shown.length })}
      </p>
      {groups.length === 0 ? <p className={styles.muted}>{t('list.empty')}</p> : null}
      {groups.map((group, index) => (
        <section
          key={group.name}
          className={styles.group}
          data-department={group.name}
          aria-labelledby={`${id}-${index}`}
        >
          <h3 id={`${id}-${index}`} className={styles.groupTitle}>
            {careerLabel(t, 'departments', group.name)}
          </h3>
          <ul className={styles.positions}>
            {group.positions.map((p) => (
              <li key={p.id} data-position={p.id}>
                <a className={styles.position} href={p.href}>
                  <span className={styles.positionName}>{p.name}</span>
                  <span className={styles.meta}>
                    {[
                      careerLabel(t, 'employmentTypes', p.employmentType),
                      careerLabel(t, 'schedules', p.schedule),
                      careerLabel(t, 'offices', p.office),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <ArrowRightIcon className={styles.arrow} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
