import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import {
  aspectHeightPx,
  IMAGE_WIDTH_DESKTOP_PX,
  LOCALES,
  type Locale,
} from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { createLinkResolver } from '@/features/content/links';
import { Picture } from '@/features/content/Picture';
import { sizesOf } from '@/features/content/images';
import { JsonLd } from '@/features/seo/JsonLd';
import { absoluteUrl } from '@/features/seo/site';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { ChevronLeftIcon } from '@/ui/Icon';
import type { JobPosition } from './api';
import { ApplicationFormLazy } from './ApplicationFormLazy';
import { jobHref } from './CareersListSection';
import { departmentImage } from './images';
import { jobPostingJsonLd } from './jsonLd';
import { careerLabel } from './labels';
import styles from './careers.module.css';

/** The story of the careers list, where a job page leads back to. */
const CAREERS_SLUG = 'karriere';
/** The privacy page the data agreement links to. */
const PRIVACY_SLUG = 'service/datenschutz';
/** The header image's box (000 §9: desktop width, the generated images are 16:9). */
const HEADER_WIDTH = IMAGE_WIDTH_DESKTOP_PX;
const HEADER_HEIGHT = aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, 'wide');

/**
 * 001 §2: a job page: the department's header image (or the fallback), the position's facts,
 * its description sections as the feed's sanitised HTML, JobPosting data, and the form.
 */
export async function JobPage({ position, locale }: { position: JobPosition; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const links = createLinkResolver(await getLinks(), locale);
  const image = await departmentImage(locale, position.department);
  const facts = [
    { label: t('job.office'), value: careerLabel(t, 'offices', position.office) },
    {
      label: t('job.employmentType'),
      value: careerLabel(t, 'employmentTypes', position.employmentType),
    },
    { label: t('job.schedule'), value: careerLabel(t, 'schedules', position.schedule) },
    { label: t('job.seniority'), value: careerLabel(t, 'seniorities', position.seniority) },
  ].filter((fact) => fact.value);
  const privacy = links.exists(PRIVACY_SLUG) ? links.storyHref(PRIVACY_SLUG) : null;
  return (
    <article className={styles.job} data-testid="job-page" data-position={position.id}>
      <JsonLd
        data={jobPostingJsonLd(position, jobHref(position.id, locale), image?.filename ?? null)}
      />
      {image ? (
        <div className={styles.header}>
          <Picture
            src={image.filename}
            alt={image.alt ?? ''}
            width={HEADER_WIDTH}
            height={HEADER_HEIGHT}
            sizes={sizesOf('100vw', '100vw')}
            priority
            className={styles.headerPicture}
            imgClassName={styles.headerImage}
          />
        </div>
      ) : null}
      <div className={`container ${styles.jobBody}`}>
        <a className={styles.back} href={links.storyHref(CAREERS_SLUG)}>
          <ChevronLeftIcon size={16} />
          {t('job.back')}
        </a>
        <p className={styles.eyebrow}>{careerLabel(t, 'departments', position.department)}</p>
        <h1 className={styles.title}>{position.name}</h1>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <a className={styles.apply} href="#bewerbung">
          {t('job.apply')}
        </a>
        {position.jobDescription.map((section) => (
          <section key={section.name} className={styles.section}>
            <h2 className={styles.sectionTitle}>{section.name}</h2>
            {/* The jobs port sanitised this HTML when it read the feed (decision 0034). */}
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: section.value }} />
          </section>
        ))}
      </div>
      <div id="bewerbung" className={styles.applicationArea}>
        <ClientCopy locale={locale} namespaces={['forms', 'careersForm', 'personio']}>
          <ApplicationFormLazy
            locale={locale}
            positionId={position.id}
            positionName={position.name}
            dataAgreementHref={privacy}
          />
        </ClientCopy>
      </div>
    </article>
  );
}

const DESCRIPTION_MAX = 160;

/** Title, description (from the first section's text) and the page in the other languages. */
export function jobMetadata(position: JobPosition, locale: Locale): Metadata {
  const text = (position.jobDescription[0]?.value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const description =
    text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
  return {
    title: position.name,
    description: description || undefined,
    alternates: {
      canonical: absoluteUrl(jobHref(position.id, locale)),
      languages: Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(jobHref(position.id, l))])),
    },
  };
}
