import { byWeekday, WEEKDAYS, type Weekday } from '@maison/domain/opening-hours/hours';
import { absoluteUrl } from '@/features/seo/site';
import type { JewelerRecord } from './record';

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** schema.org JewelryStore of a jeweler page; empty fields are left out. */
export function jewelerJsonLd(jeweler: JewelerRecord, url: string): Record<string, unknown> {
  const week = byWeekday(jeweler.openingTimes);
  const logo = jeweler.imageLogo ? absoluteUrl(jeweler.imageLogo.filename) : undefined;
  const image = jeweler.imageMain ? absoluteUrl(jeweler.imageMain.filename) : logo;
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: jeweler.name,
    url: absoluteUrl(url),
    description: jeweler.pageSummary || undefined,
    image,
    logo,
    telephone: jeweler.phone || undefined,
    faxNumber: jeweler.fax || undefined,
    email: jeweler.email || undefined,
    sameAs: jeweler.urlWebsite ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: jeweler.address,
      postalCode: jeweler.zip || undefined,
      addressLocality: jeweler.city,
      addressCountry: jeweler.country,
    },
    ...(jeweler.latitude !== null && jeweler.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: jeweler.latitude,
            longitude: jeweler.longitude,
          },
        }
      : {}),
    hasMap: jeweler.urlMaps ?? undefined,
    openingHoursSpecification: WEEKDAYS.flatMap((day) =>
      week[day].map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SCHEMA_DAYS[day],
        opens: interval.opens,
        closes: interval.closes,
      })),
    ),
  };
}
