import { describe, expect, it } from 'vitest';
import type { Story } from '@/features/content/types';
import { countryName, mailtoHref, telHref, whatsappHref } from './contact';
import { openingRows } from './hours';
import { jewelerJsonLd } from './jsonLd';
import { jewelerRecord } from './record';

const story = (content: Record<string, unknown>): Story =>
  ({
    id: 1,
    uuid: 'story-1',
    name: 'Juwelier Brenner',
    slug: 'juwelier-brenner-stuttgart',
    full_slug: 'juweliere/juwelier-brenner-stuttgart',
    content: { _uid: 'c-1', component: 'jeweler', ...content },
  }) as Story;

const BRENNER = story({
  type: 'jeweler',
  name: 'Juwelier Brenner',
  address: 'Königstraße 12',
  zip: '70173',
  city: 'Stuttgart',
  country: 'DE',
  phone: '+49 711 555 1200',
  fax: '',
  email: 'kontakt@juwelier-brenner.example',
  urlWebsite: 'https://www.juwelier-brenner.example',
  urlMaps: 'javascript:alert(1)',
  latitude: 48.777,
  longitude: 9.178,
  timeZone: 'Europe/Berlin',
  crmUuid: 'crm-1',
  openingTimes: [
    { weekday: 'mon', opens: '09:30', closes: '12:30' },
    { weekday: 'mon', opens: '14:00', closes: '18:30' },
    { weekday: 'sat', opens: '10:00', closes: '16:00' },
  ],
  imageLogo: { id: 2000, filename: '/api/cms/v2/a/2000/logo.svg', alt: 'Logo' },
});

describe('contact links', () => {
  it('strips spaces, brackets, dashes and dots from tel: links (001 §9)', () => {
    expect(telHref('+49 711 555 1200')).toBe('tel:+497115551200');
    expect(telHref('+1 (212) 555-0100')).toBe('tel:+12125550100');
    expect(telHref('+33 1.55.55.01.00')).toBe('tel:+33155550100');
  });

  it('links WhatsApp by digits and e-mail by mailto:', () => {
    expect(whatsappHref('+49 711 555 1200')).toBe('https://wa.me/497115551200');
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
  });

  it("names the country in the page's language", () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('CH', 'en')).toBe('Switzerland');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('CN', 'zh-Hans')).toBe('中国');
  });
});

describe('openingRows', () => {
  it('writes weekdays and times as each language does, closed days empty', () => {
    const record = jewelerRecord(BRENNER);
    const de = openingRows('de', record.openingTimes);
    expect(de.map((r) => r.day)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(de[0]?.intervals).toEqual(['9:30–12:30', '14:00–18:30']);
    expect(de[1]?.intervals).toEqual([]);
    const ja = openingRows('ja', record.openingTimes);
    expect(ja[5]).toMatchObject({ day: '土曜日', intervals: ['10:00–16:00'] });
    expect(openingRows('en', record.openingTimes)[5]?.intervals).toEqual(['10:00 AM–4:00 PM']);
  });
});

describe('jewelerRecord', () => {
  it('keeps web links only and drops unknown time zones and unparsable opening times', () => {
    const record = jewelerRecord(BRENNER);
    expect(record.urlMaps).toBeNull();
    expect(record.urlWebsite).toBe('https://www.juwelier-brenner.example');
    expect(record.timeZone).toBe('Europe/Berlin');
    const broken = jewelerRecord(
      story({ timeZone: 'Mars/Olympus', openingTimes: { type: 'doc' }, type: 'shop' }),
    );
    expect(broken).toMatchObject({ timeZone: null, openingTimes: [], type: 'jeweler' });
  });
});

describe('jewelerJsonLd', () => {
  it('describes a schema.org JewelryStore with address, geo and opening hours', () => {
    const data = jewelerJsonLd(jewelerRecord(BRENNER), '/juweliere/juwelier-brenner-stuttgart');
    expect(data).toMatchObject({
      '@type': 'JewelryStore',
      name: 'Juwelier Brenner',
      telephone: '+49 711 555 1200',
      email: 'kontakt@juwelier-brenner.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Königstraße 12',
        postalCode: '70173',
        addressLocality: 'Stuttgart',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.777, longitude: 9.178 },
    });
    expect(data.faxNumber).toBeUndefined();
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '09:30' }),
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '14:00' }),
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Saturday', closes: '16:00' }),
    ]);
    expect(String(data.url)).toMatch(/\/juweliere\/juwelier-brenner-stuttgart$/);
    expect(String(data.logo)).toMatch(/\/api\/cms\/v2\/a\/2000\/logo\.svg$/);
  });
});
