// Validates the form blocks of the content pack against docs/forms.md.
import { describe, expect, it } from 'vitest';
import { LOCALES, stories, visit, type Json } from './pack';

describe('content pack', () => {
  const FORM_BLOCKS = [
    'registration_form',
    'contact_form',
    'appointment_form',
    'address_form',
    'newsletter_form',
    'newsletter_unsubscribe_form',
    'newsletter_confirmation',
    'museum_form',
    'ring_waitlist_form',
  ];
  const FORM_PAGES: Record<string, string> = {
    'service/kontakt': 'contact_form',
    'service/termin': 'appointment_form',
    'service/adresse': 'address_form',
    newsletter: 'newsletter_form',
    'newsletter/abmelden': 'newsletter_unsubscribe_form',
    'newsletter/bestaetigung': 'newsletter_confirmation',
    'marke/schmuckmuseum': 'museum_form',
    'partner/ring-des-jahres': 'ring_waitlist_form',
    home: 'registration_form',
    'error-access-denied': 'access_denied_diagnostics',
  };
  const blocksOf = (content: Json, component: string) => {
    const out: Json[] = [];
    visit(content, (o) => {
      if (o.component === component) out.push(o);
    });
    return out;
  };

  it('puts each form block on its page of docs/forms.md', () => {
    for (const [slug, component] of Object.entries(FORM_PAGES)) {
      const story = stories.find((s) => s.full_slug === slug);
      expect(story, slug).toBeDefined();
      for (const l of LOCALES)
        expect(blocksOf(story!.locales[l].content, component), `${slug} ${l}`).toHaveLength(1);
    }
  });

  it('gives every form block its copy in every locale and links data agreements to the privacy page', () => {
    for (const s of stories)
      for (const l of LOCALES)
        for (const component of FORM_BLOCKS)
          for (const b of blocksOf(s.locales[l].content, component)) {
            const where = `${s.full_slug} ${l} ${component}`;
            expect(b.formId, where).toMatch(/^[a-z0-9-]+$/);
            for (const k of ['headline', 'successHeadline', 'successSubheadline'])
              expect(b[k], `${where} ${k}`).toBeTruthy();
            if (component !== 'newsletter_confirmation') expect(b.submitLabel, where).toBeTruthy();
            if (b.dataAgreementLabel)
              expect((b.dataAgreementLink as Json).cached_url, where).toBe('service/datenschutz');
            else
              expect(['newsletter_unsubscribe_form', 'newsletter_confirmation']).toContain(
                component,
              );
            if (component === 'contact_form') {
              expect(Array.isArray(b.subjects), where).toBe(true);
              for (const k of ['step2Headline', 'step2Text', 'backLinkLabel'])
                expect(b[k], `${where} ${k}`).toBeTruthy();
            }
            if (component === 'newsletter_form') expect(['default', 'short']).toContain(b.variant);
            if (component === 'newsletter_confirmation')
              for (const k of ['failureHeadline', 'failureText', 'linkCaption'])
                expect(b[k], `${where} ${k}`).toBeTruthy();
            if (component === 'ring_waitlist_form')
              for (const k of ['introHeadline', 'subheadline', 'introText'])
                expect(b[k], `${where} ${k}`).toBeTruthy();
            if (component === 'museum_form') {
              const day = /^\d{4}-\d{2}-\d{2}$/;
              expect(b.startDate, where).toMatch(day);
              expect(b.endDate, where).toMatch(day);
              expect((b.startDate as string) < (b.endDate as string), where).toBe(true);
              for (const w of b.excludedWeekdays as string[])
                expect([
                  'monday',
                  'tuesday',
                  'wednesday',
                  'thursday',
                  'friday',
                  'saturday',
                  'sunday',
                ]).toContain(w);
              expect(typeof b.offerTour).toBe('boolean');
            }
          }
  });

  it('offers the same contact subjects in every locale, translated', () => {
    const [de, ...others] = LOCALES.map(
      (l) =>
        blocksOf(
          stories.find((s) => s.full_slug === 'service/kontakt')!.locales[l].content,
          'contact_form',
        )[0]!.subjects as string[],
    );
    expect(de).toContain('Produktberatung');
    for (const subjects of others) {
      expect(subjects).toHaveLength(de!.length);
      expect(subjects).not.toEqual(de);
    }
  });

  it('has every form block in the kitchen sink and a sign-up form in its popup', () => {
    const ks = stories.find((s) => s.full_slug === 'kitchen-sink')!.locales.de.content;
    // The yearly-ring waitlist sends everyone but jewelers to /error-access-denied on display,
    // so it would take the kitchen sink away from its visitors; it lives on its page only.
    for (const component of [...FORM_BLOCKS, 'access_denied_diagnostics'])
      expect(blocksOf(ks, component).length, component).toBe(
        component === 'ring_waitlist_form' ? 0 : component === 'registration_form' ? 2 : 1,
      );
    const popup = blocksOf(ks, 'popup_form_modal')[0]!;
    expect((popup.form as Json[]).map((b) => b.component)).toEqual(['registration_form']);
  });
});
