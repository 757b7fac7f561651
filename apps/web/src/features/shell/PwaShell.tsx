import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { Logo } from '@/features/header/Logo';
import styles from './PwaShell.module.css';

/**
 * 002 §2 pwaPage: an app-like shell for full-screen journeys such as the wizard. The site's
 * header and footer give way (global.css hides them while this shell is on the page); a slim
 * bar keeps the wordmark as the way home (docs/decisions/0040).
 */
export function PwaShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useTranslations('header');
  return (
    <div className={styles.shell} data-shell="pwa" data-testid="pwa-shell">
      <div className={styles.bar}>
        <a href={localizedHref('/', locale)} className={styles.home} aria-label={t('home')}>
          <Logo className={styles.logo} />
        </a>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
