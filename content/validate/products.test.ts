// Validates the products of the content pack and the kitchen sink against 001 §9 and the block
// contract.
import { describe, expect, it } from 'vitest';
import {
  ALL_TYPE_FIELDS,
  TYPE_FIELDS,
  VALUES,
  pc,
  products,
  stories,
  visit,
  type Json,
} from './pack';

describe('content pack', () => {
  it('has at least 64 products with the expected distribution', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    const count = (t: string) => products.filter((p) => pc(p).type === t).length;
    expect(count('ring')).toBeGreaterThanOrEqual(22);
    expect(count('bracelet')).toBeGreaterThanOrEqual(12);
    expect(count('earrings')).toBeGreaterThanOrEqual(10);
    expect(count('necklace')).toBeGreaterThanOrEqual(10);
    expect(count('amulet')).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => pc(p).isLimited).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => !(pc(p).price as Json).EUR).length).toBeGreaterThanOrEqual(6);
  });

  it('has complete product fields and valid filter flags', () => {
    const prefix: Record<string, string> = {
      ring: '10',
      bracelet: '20',
      earrings: '30',
      necklace: '40',
      amulet: '50',
    };
    const mpns = new Set<string>();
    for (const s of products) {
      const c = pc(s);
      const type = c.type as string;
      expect(c.mpn).toMatch(new RegExp(`^${prefix[type]}-\\d{4}$`));
      mpns.add(c.mpn as string);
      expect(s.full_slug.startsWith(`produkte/${String(c.mpn)}-`)).toBe(true);
      for (const k of ['name', 'name2', 'pageSummary', 'imageMain', 'imageLandscape'])
        expect(c[k], k).toBeTruthy();
      expect((c.imageSet as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect((c.technicalData as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect(Array.isArray(c.wizardTags)).toBe(true);
      const price = c.price as Record<string, number>;
      if (price.EUR)
        for (const cur of ['EUR', 'CHF', 'USD', 'JPY', 'KRW', 'CNY'])
          expect(price[cur]).toBeGreaterThan(0);
      expect((c.filterAlloy as string[]).length).toBeGreaterThan(0);
      for (const a of c.filterAlloy as string[]) expect(VALUES.alloy).toContain(a);
      for (const k of ALL_TYPE_FIELDS)
        expect(k in c, `${s.full_slug} ${k}`).toBe(TYPE_FIELDS[type].includes(k));
      for (const k of ['hasEnamel', 'hasHeartSymbol', 'hasMultipleDiamonds', 'isLimited'])
        expect(typeof c[k]).toBe('boolean');
      if (type === 'ring') {
        expect(VALUES.ringWidth).toContain(c.filterRingWidth);
        expect(VALUES.ringDiamonds).toContain(c.filterRingDiamonds);
        expect(VALUES.ringDesign).toContain(c.filterRingDesign);
        for (const e of c.filterRingEnamelColor as string[]) expect(VALUES.enamel).toContain(e);
        expect(c.hasEnamel).toBe((c.filterRingEnamelColor as string[]).length > 0);
      }
      if (type === 'bracelet')
        expect(c.filterBraceletClasp).toMatch(/^(flexible_gold|[a-z]+_clasp)$/);
      if (type === 'earrings') expect(VALUES.earrings).toContain(c.filterEarringsType);
      if (type === 'necklace') expect(VALUES.generation).toContain(c.filterNecklaceGeneration);
    }
    expect(mpns.size).toBe(products.length);
  });

  it('uses every filter value of 001 §9 somewhere', () => {
    const all = (k: string) =>
      new Set(products.flatMap((p) => [pc(p)[k]].flat().filter((v) => v !== undefined)));
    expect([...all('filterAlloy')].sort()).toEqual([...VALUES.alloy].sort());
    expect([...all('filterRingEnamelColor')].sort()).toEqual([...VALUES.enamel].sort());
    expect([...all('filterRingWidth')].sort()).toEqual([...VALUES.ringWidth].sort());
    expect([...all('filterRingDiamonds')].sort()).toEqual([...VALUES.ringDiamonds].sort());
    expect([...all('filterRingDesign')].sort()).toEqual([...VALUES.ringDesign].sort());
    expect([...all('filterEarringsType')].sort()).toEqual([...VALUES.earrings].sort());
    expect([...all('filterNecklaceGeneration')].sort()).toEqual([...VALUES.generation].sort());
    const clasps = [...all('filterBraceletClasp')] as string[];
    expect(clasps).toContain('flexible_gold');
    expect(clasps.some((c) => c.endsWith('_clasp'))).toBe(true);
    for (const flag of ['hasEnamel', 'hasHeartSymbol', 'hasMultipleDiamonds', 'isLimited'])
      expect([...all(flag)].sort(), flag).toEqual([false, true]);
  });

  it('has the kitchen sink with every block of the contract', () => {
    const ks = stories.find((s) => s.full_slug === 'kitchen-sink')!;
    const comps = new Set<string>();
    const quoteVariants = new Set<string>();
    const heroVariants = new Set<string>();
    const themes = new Set<string>();
    let microsite = false;
    let mobile = false;
    visit(ks.locales.de.content, (o) => {
      if (typeof o.component === 'string') comps.add(o.component);
      if (o.component === 'quote') quoteVariants.add(o.variant as string);
      if (o.component === 'hero_banner') heroVariants.add(o.variant as string);
      if (o.component === 'rich_text') themes.add(o.theme as string);
      if (o.channel === 'microsite') microsite = true;
      if (JSON.stringify(o.devices) === '["mobile"]') mobile = true;
    });
    for (const c of [
      'hero_banner',
      'card_slider',
      'large_card_slider',
      'card',
      'quote',
      'download_item',
      'content_menu_slider',
      'content_menu_item',
      'accordion',
      'accordion_item',
      'iframe',
      'rich_text',
      'product_list',
      'price_on_request_modal',
      'popup_form_modal',
      'sticky_anchor_menu',
      'anchor_item',
      'section',
    ])
      expect(comps, c).toContain(c);
    expect(quoteVariants.size).toBe(5);
    expect(heroVariants.size).toBe(2);
    expect(themes.size).toBe(3);
    expect(microsite && mobile).toBe(true);
  });

  // docs/forms.md: the form blocks, the pages that carry them and the kitchen sink.
});
