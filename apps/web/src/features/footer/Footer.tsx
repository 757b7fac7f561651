import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { Link } from '@/i18n/navigation';
import { LanguageLinks } from '@/features/header/LanguageSwitch';
import { Logo } from '@/features/header/Logo';
import type { FooterColumn } from '@/features/content/navigation';
import { footerLinkHref } from './phone';
import { SOCIAL_NETWORKS } from './SocialIcons';
import styles from './footer.module.css';

/** Site footer; its link columns come from the configuration story (docs/content-model.md). */
export async function Footer({ columns }: { columns: readonly FooterColumn[] }) {
  const t = await getTranslations('footer');
  const header = await getTranslations('header');
  const language = await getTranslations('language');
  const names = Object.fromEntries(LOCALES.map((l) => [l, language(l)])) as Record<Locale, string>;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo} aria-label={header('home')}>
            <Logo />
          </Link>
          <p className={styles.claim}>{t('claim')}</p>
        </div>
        <nav className={styles.columns} aria-label={t('navigation')}>
          {columns.map((column) => (
            <div key={column.id} className={styles.column}>
              <h2 className={styles.heading}>{column.headline}</h2>
              <ul role="list" className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.id}>
                    {link.href.startsWith('tel:') ? (
                      <a href={footerLinkHref(link.href)}>{link.label}</a>
                    ) : (
                      <Link href={link.href}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.aside}>
          <h2 className={styles.heading}>{t('social')}</h2>
          <ul role="list" className={styles.social}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network.id}>
                <a
                  href={network.href}
                  className={styles.socialLink}
                  aria-label={t('socialLink', { network: network.name })}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {network.icon}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading} id="footer-languages">
            {t('languages')}
          </h2>
          <nav aria-labelledby="footer-languages">
            <LanguageLinks names={names} className={styles.languages} />
          </nav>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
