import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import type { Locale } from '@maison/domain/constants';
import styles from './page.module.css';

export default function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('home');
  return (
    <section className={`container ${styles.hero}`}>
      <p className={styles.eyebrow} aria-hidden="true">
        Maison
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
    </section>
  );
}
