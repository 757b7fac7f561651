'use client';

import { useEffect } from 'react';
import { firstPermittedPage } from '@maison/domain/portal/navigation';
import { useRouter } from '@/i18n/navigation';
import { usePortal } from './context';
import styles from './portal.module.css';

/** /portal itself: the first page the user may open (002 §6), else user management. */
export function PortalStart() {
  const { user, config } = usePortal();
  const router = useRouter();
  const target = firstPermittedPage(user, config.navigation, config.userManagementUrl);
  useEffect(() => {
    router.replace(target);
  }, [router, target]);
  return <div className={styles.portal} aria-busy="true" />;
}
