import { getTranslations } from 'next-intl/server';
import { CAREER_SEGMENT, type Locale } from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { careerPositions } from './api';
import { CareersListLazy as CareersList } from './CareersListLazy';
import styles from './careers.module.css';

/**
 * The careers list block's section: the positions are read on the server (the page is cached
 * and re-rendered at most once a minute), the filter runs in the browser.
 */
export async function CareersListSection({
  locale,
  headline,
  text,
}: {
  locale: Locale;
  headline: string | null;
  text: string | null;
}) {
  const positions = await careerPositions(locale);
  const t = await getTranslations({ locale, namespace: 'careers' });
  return (
    <section data-testid="block-careers_list" className={`container ${styles.root}`}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      {text ? <p className={styles.intro}>{text}</p> : null}
      {positions === null ? (
        <p role="alert">{t('list.unavailable')}</p>
      ) : (
        <ClientCopy locale={locale} namespaces={['careers']}>
          <CareersList
            positions={positions.map((p) => ({
              id: p.id,
              name: p.name,
              department: p.department,
              office: p.office,
              employmentType: p.employmentType,
              schedule: p.schedule,
              href: jobHref(p.id, locale),
            }))}
          />
        </ClientCopy>
      )}
    </section>
  );
}

/** 001 §2: `/{locale}/career/{id}` (no prefix in German, the default locale). */
export const jobHref = (id: string, locale: Locale) =>
  localizedHref(`${CAREER_SEGMENT}/${id}`, locale);
