'use client';

import { useTranslations } from 'next-intl';
import { PortalHead, usePortalGuard } from './PortalChrome';
import { StatisticsPanel } from './statistics/StatisticsPanel';
import styles from './statistics/statistics.module.css';

/**
 * 002 §2: the statistics page. It needs inventory:view_statistics somewhere; otherwise the
 * guard sends the user on (002 §6, the URL text "statistic").
 */
export function PortalStatisticsPage() {
  const t = useTranslations('partnerportal');
  const allowed = usePortalGuard();
  if (!allowed) return <div className={styles.page} aria-busy="true" />;
  return (
    <div className={styles.page} data-testid="portal-page" data-page="statistic">
      <PortalHead title={t('pages.statistic')} />
      <StatisticsPanel />
    </div>
  );
}
