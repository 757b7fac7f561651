import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '@/features/content/links';
import type { LinksMap } from '@/features/content/types';
import { APPOINTMENT_STORY, CONTACT_STORY, productFormHref } from './formLinks';
import { linkEntry, linkAlternate } from '@/features/content/testing';

const links: LinksMap = {
  k: linkEntry({
    id: 1,
    uuid: 'k',
    slug: 'service/kontakt',
    alternates: [linkAlternate('en', 'service/contact'), linkAlternate('ja', 'service/contact')],
  }),
  t: linkEntry({
    id: 2,
    uuid: 't',
    slug: 'service/termin',
    alternates: [linkAlternate('en', 'service/appointment')],
  }),
};

describe('product form links (001 §2)', () => {
  it('links the contact and appointment stories in the page locale with ?product=', () => {
    const de = createLinkResolver(links, 'de');
    const ja = createLinkResolver(links, 'ja');
    const en = createLinkResolver(links, 'en');
    expect(productFormHref(de, CONTACT_STORY, '10-1001')).toBe('/service/kontakt?product=10-1001');
    expect(productFormHref(ja, CONTACT_STORY, '10-1001')).toBe(
      '/ja/service/contact?product=10-1001',
    );
    expect(productFormHref(en, APPOINTMENT_STORY, '20-2003')).toBe(
      '/en/service/appointment?product=20-2003',
    );
  });

  it('keeps a microsite in the link, and leaves out missing stories', () => {
    const site = createLinkResolver(links, 'de', 'juwelier-hofmann-wien');
    expect(productFormHref(site, APPOINTMENT_STORY, '10-1001')).toBe(
      '/juwelier/juwelier-hofmann-wien/service/termin/?product=10-1001',
    );
    expect(productFormHref(createLinkResolver({}, 'de'), CONTACT_STORY, '10-1001')).toBeNull();
    expect(productFormHref(site, CONTACT_STORY, null)).toBe(
      '/juwelier/juwelier-hofmann-wien/service/kontakt/',
    );
  });
});
