import { absoluteUrl } from '@/features/seo/site';
import type { JobPosition } from './api';

/** The brand as the hiring organization (the product pages' brand name). */
const ORGANIZATION = 'Maison';

/** The countries of our offices (ISO 3166 alpha-2), for the posting's address. */
const OFFICE_COUNTRIES: Record<string, string> = {
  Pforzheim: 'DE',
  München: 'DE',
  Wien: 'AT',
  Zürich: 'CH',
  Tokyo: 'JP',
  Seoul: 'KR',
  Shanghai: 'CN',
};

/** Personio's employment types and schedules as schema.org's employmentType values. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  intern: 'INTERN',
  trainee: 'OTHER',
  working_student: 'PART_TIME',
  temporary: 'TEMPORARY',
  freelance: 'CONTRACTOR',
};
const SCHEDULES: Record<string, string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME' };

/** schema.org JobPosting of a job page (001 §2); the sections' HTML is the description. */
export function jobPostingJsonLd(
  position: JobPosition,
  url: string,
  image: string | null,
): Record<string, unknown> {
  const country = OFFICE_COUNTRIES[position.office];
  const types = [
    ...new Set(
      [EMPLOYMENT_TYPES[position.employmentType], SCHEDULES[position.schedule]].filter(Boolean),
    ),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.name,
    description: position.jobDescription
      .map((section) => `<h2>${section.name}</h2>${section.value}`)
      .join(''),
    identifier: { '@type': 'PropertyValue', name: ORGANIZATION, value: position.id },
    datePosted: position.createdAt?.slice(0, 10),
    employmentType: types.length ? types : undefined,
    occupationalCategory: position.occupationCategory || undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: ORGANIZATION,
      sameAs: absoluteUrl('/'),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: position.office,
        addressCountry: country,
      },
    },
    image: image ? absoluteUrl(image) : undefined,
    url: absoluteUrl(url),
    directApply: true,
  };
}
