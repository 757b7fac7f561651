import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialOrderForm } from './order-form';
import {
  PriceCompositionError,
  composePrice,
  composedTotalCents,
  engravingPrice,
  lengthOptions,
  unitAmountCents,
} from './prices';
import { earringsGroup, powerBraceletGroup, ringGroup } from './testing';
import type { SelectionState } from './types';

const base = (overrides: Partial<SelectionState> = {}): SelectionState => ({
  ...initialOrderForm(ringGroup()).selection,
  metalColor: 'GG',
  length: 56,
  ...overrides,
});

describe('price composition (001 §3 prices, §4)', () => {
  it("takes an article length's own price as the base", () => {
    const p = composePrice(ringGroup(), base(), 'EUR', null);
    expect(p).toEqual({
      base_amount_cents: 126000,
      special_color_amount_cents: 0,
      final_length_amount_cents: 0,
      engraving_amount_cents: 0,
    });
    expect(composedTotalCents(p)).toBe(126000);
  });

  it('adds special colour, special length and engraving to the base', () => {
    const p = composePrice(
      ringGroup(),
      base({ length: 68, specialColor: 4, engravingType: 2, engravingText: 'Für immer' }),
      'EUR',
      1250,
    );
    expect(p).toEqual({
      base_amount_cents: 125000,
      special_color_amount_cents: 9000,
      final_length_amount_cents: 18000,
      engraving_amount_cents: 8000,
    });
    expect(composedTotalCents(p)).toBe(125000 + 9000 + 18000 + 8000);
    expect(unitAmountCents(p)).toBe(125000 + 9000 + 18000);
  });

  it('counts JPY and KRW in whole units', () => {
    const p = composePrice(
      earringsGroup({ specialColorPrices: { WG: 14000 } }),
      base({ metalColor: 'WG', length: null, specialColor: 1 }),
      'JPY',
      261000,
    );
    expect(p.base_amount_cents).toBe(261000);
    expect(p.special_color_amount_cents).toBe(14000);
  });

  it('prices an engraving only when there is something to engrave', () => {
    expect(
      composePrice(ringGroup(), base({ engravingType: 1, engravingText: '  ' }), 'EUR', null)
        .engraving_amount_cents,
    ).toBe(0);
    expect(
      composePrice(
        ringGroup(),
        base({ engravingType: 3, engravingImage: 'symbol:heart' }),
        'EUR',
        null,
      ).engraving_amount_cents,
    ).toBe(12000);
    expect(engravingPrice(earringsGroup(), 1)).toBe(0);
    expect(engravingPrice(powerBraceletGroup({ allowEngraving: false }), 1)).toBe(60);
  });

  it('refuses what the group does not offer', () => {
    const g = ringGroup();
    expect(() => composePrice(g, base({ metalColor: null }), 'EUR', null)).toThrow(
      PriceCompositionError,
    );
    expect(() => composePrice(g, base({ metalColor: 'GW' }), 'EUR', null)).toThrow(
      PriceCompositionError,
    );
    expect(() => composePrice(g, base({ length: null }), 'EUR', null)).toThrow(
      PriceCompositionError,
    );
    expect(() => composePrice(g, base({ length: 57 }), 'EUR', null)).toThrow(PriceCompositionError);
    expect(() => composePrice(g, base({ length: 68 }), 'EUR', null)).toThrow(PriceCompositionError);
    expect(() =>
      composePrice(ringGroup({ allowSpecialColor: false }), base({ specialColor: 2 }), 'EUR', null),
    ).toThrow(PriceCompositionError);
    expect(() =>
      composePrice(
        earringsGroup(),
        base({ metalColor: 'WG', length: null, engravingType: 1, engravingText: 'A' }),
        'EUR',
        1,
      ),
    ).toThrow(PriceCompositionError);
  });

  it('the total is the sum of its parts for every offered selection', () => {
    const g = ringGroup();
    const offered = (['GG', 'WG'] as const).flatMap((mc) =>
      lengthOptions(g, mc).map((o) => ({
        mc,
        length: o.option.length,
        kind: o.kind,
        price: o.option.price,
      })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...offered),
        fc.option(fc.integer({ min: 1, max: 9 })),
        fc.option(fc.constantFrom(1 as const, 2 as const)),
        fc.integer({ min: 1, max: 100000 }),
        (o, color, engraving, basePrice) => {
          const sel = base({
            metalColor: o.mc,
            length: o.length,
            specialColor: color as SelectionState['specialColor'],
            engravingType: engraving,
            engravingText: engraving ? 'Anna' : '',
          });
          const p = composePrice(g, sel, 'EUR', basePrice);
          const expected =
            (o.kind === 'article' ? o.price : basePrice + o.price) +
            (color ? (g.specialColorPrices[o.mc] ?? 0) : 0) +
            (engraving ? (g.engravingPrices[engraving] ?? 0) : 0);
          expect(composedTotalCents(p)).toBe(Math.round(expected * 100));
        },
      ),
    );
  });
});
