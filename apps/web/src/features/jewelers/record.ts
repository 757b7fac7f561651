import { parseOpeningTimes, type OpeningInterval } from '@maison/domain/opening-hours/hours';
import type { Asset, Story } from '@/features/content/types';

type JewelerType = 'jeweler' | 'boutique' | 'lounge';
const TYPES: readonly JewelerType[] = ['jeweler', 'boutique', 'lounge'];

/** The full jeweler record of 000 §3 as a jeweler page reads it (docs/content-model.md). */
export interface JewelerRecord {
  type: JewelerType;
  name: string;
  address: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  phone: string;
  fax: string;
  whatsapp: string;
  email: string;
  urlWebsite: string | null;
  urlWebsiteDeeplink: string | null;
  urlMaps: string | null;
  latitude: number | null;
  longitude: number | null;
  /** IANA zone of the shop; null when missing or unknown to this runtime. */
  timeZone: string | null;
  crmUuid: string | null;
  /** Empty when the story has none or they do not parse. */
  openingTimes: OpeningInterval[];
  imageMain: Asset | null;
  imageLogo: Asset | null;
  pageSummary: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const asset = (value: unknown): Asset | null => {
  const a = value as Asset | null | undefined;
  return a && typeof a.filename === 'string' && a.filename ? a : null;
};
/** Only web addresses become links; anything else in the field is dropped. */
const webUrl = (value: unknown) => (/^https?:\/\//i.test(text(value)) ? text(value) : null);

function knownZone(value: unknown): string | null {
  const zone = text(value);
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

export function jewelerRecord(story: Story): JewelerRecord {
  const c = story.content;
  const type = TYPES.find((t) => t === c.type) ?? 'jeweler';
  return {
    type,
    name: text(c.name) || story.name,
    address: text(c.address),
    zip: text(c.zip),
    city: text(c.city),
    country: text(c.country).toUpperCase(),
    phone: text(c.phone),
    fax: text(c.fax),
    whatsapp: text(c.whatsapp),
    email: text(c.email),
    urlWebsite: webUrl(c.urlWebsite),
    urlWebsiteDeeplink: webUrl(c.urlWebsiteDeeplink),
    urlMaps: webUrl(c.urlMaps),
    latitude: number(c.latitude),
    longitude: number(c.longitude),
    timeZone: knownZone(c.timeZone),
    crmUuid: text(c.crmUuid) || null,
    openingTimes: parseOpeningTimes(c.openingTimes) ?? [],
    imageMain: asset(c.imageMain),
    imageLogo: asset(c.imageLogo),
    pageSummary: text(c.pageSummary),
  };
}
