import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { Link } from '@/i18n/navigation';
import { LanguageLinks } from '@/features/header/LanguageSwitch';
import { Logo } from '@/features/header/Logo';
import { SOCIAL_NETWORKS } from './SocialIcons';
import styles from './footer.module.css';

type FooterKey = 'contact' | 'appointment' | 'newsletter' | 'careers' | 'manufactory' | 'press';
type LegalKey = 'imprint' | 'privacy' | 'terms';

const COLUMNS: readonly {
  id: 'service' | 'company' | 'legal';
  links: readonly { key: FooterKey | LegalKey; href: string }[];
}[] = [
  {
    id: 'service',
    links: [
      { key: 'contact', href: '/kontakt' },
      { key: 'appointment', href: '/termin-vereinbaren' },
      { key: 'newsletter', href: '/newsletter' },
    ],
  },
  {
    id: 'company',
    links: [
      { key: 'careers', href: '/karriere' },
      { key: 'manufactory', href: '/marke/manufaktur' },
      { key: 'press', href: '/presse' },
    ],
  },
  {
    id: 'legal',
    links: [
      { key: 'imprint', href: '/impressum' },
      { key: 'privacy', href: '/datenschutz' },
      { key: 'terms', href: '/agb' },
    ],
  },
];

export async function Footer() {
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
          {COLUMNS.map((column) => (
            <div key={column.id} className={styles.column}>
              <h2 className={styles.heading}>{t(column.id)}</h2>
              <ul role="list" className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link href={link.href}>{t(link.key)}</Link>
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
