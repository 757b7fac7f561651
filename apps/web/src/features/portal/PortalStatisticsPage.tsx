'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { PortalHead, usePortalGuard } from './PortalChrome';
import styles from './statistics/statistics.module.css';

const loadPanel = () => import('./statistics/StatisticsPanel');

/**
 * The controls, rankings and their dropdowns (about 40 KiB) are not in the page's first load,
 * as the tables are not (PortalPage.tsx): nothing of them shows before the session is known.
 * Recharts follows from the panel, once it is mounted.
 */
const StatisticsPanel = dynamic(() => loadPanel().then((m) => m.StatisticsPanel), {
  ssr: false,
  loading: () => <div aria-busy="true" />,
});

/**
 * 002 §2: the statistics page. It needs inventory:view_statistics somewhere; otherwise the
 * guard sends the user on (002 §6, the URL text "statistic").
 */
export function PortalStatisticsPage() {
  const t = useTranslations('partnerportal');
  const allowed = usePortalGuard();
  useEffect(() => {
    void loadPanel();
  }, []);
  if (!allowed) return <div className={styles.page} aria-busy="true" />;
  return (
    <div className={styles.page} data-testid="portal-page" data-page="statistic">
      <PortalHead title={t('pages.statistic')} />
      <StatisticsPanel />
    </div>
  );
}
