import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POWER_BRACELET_ENGRAVING } from '../constants';
import {
  SHOP_ERRORS,
  defaultOrderType,
  initialOrderForm,
  isEngravingLocked,
  orderTypeOptions,
  requiresEndCustomerName,
  selectionSkus,
  setEngraving,
  setMetalColor,
  switchOrderType,
  validateSelection,
  type Engraving,
  type OrderForm,
  type SelectionContext,
} from './order-form';
import { earringsGroup, powerBraceletGroup, ringGroup, ringOfTheYearGroup } from './testing';
import type { SelectionState } from './types';
import { freeLimitNumbers, isSoldOut, keepLimitNumber } from './limited';

const context: SelectionContext = {
  today: '2027-03-01',
  deliveryTimeWeeks: 4,
  freeLimitNumbers: [],
};
const complete = (overrides: Partial<SelectionState> = {}): SelectionState => ({
  ...initialOrderForm(ringGroup()).selection,
  metalColor: 'GG',
  length: 56,
  ...overrides,
});

const engraving: fc.Arbitrary<Engraving> = fc.oneof(
  fc.record({
    engravingType: fc.constantFrom(1 as const, 2 as const),
    engravingText: fc.string({ maxLength: 20 }),
    engravingImage: fc.constant(null),
  }),
  fc.record({
    engravingType: fc.constant(3 as const),
    engravingText: fc.constant(''),
    engravingImage: fc.constantFrom('symbol:heart', '/uploads/a.png'),
  }),
  fc.constant({ engravingType: null, engravingText: '', engravingImage: null }),
);

describe('order form defaults (001 §4, §9)', () => {
  it('starts with the default length, the only metal colour and the default order type', () => {
    const ring = initialOrderForm(ringGroup()).selection;
    expect(ring).toMatchObject({
      metalColor: null,
      length: 56,
      orderType: 'nocommission',
      engravingType: null,
    });
    const bracelet = initialOrderForm(powerBraceletGroup()).selection;
    expect(bracelet).toMatchObject({ metalColor: 'GW', length: 17, orderType: 'commission' });
    expect(initialOrderForm(earringsGroup()).selection).toMatchObject({
      metalColor: 'WG',
      length: null,
    });
    expect(defaultOrderType(ringOfTheYearGroup())).toBe('commission');
    expect(orderTypeOptions(ringOfTheYearGroup())).toEqual(['commission']);
    expect(orderTypeOptions(ringGroup())).toEqual(['commission', 'nocommission']);
  });

  it('keeps a length the new metal colour offers, else takes the default', () => {
    const g = ringGroup();
    let form = initialOrderForm(g);
    form = setMetalColor(form, g, 'GG');
    form = { ...form, selection: { ...form.selection, length: 60 } };
    expect(setMetalColor(form, g, 'WG').selection.length).toBe(56);
    form = { ...form, selection: { ...form.selection, length: 54 } };
    expect(setMetalColor(form, g, 'WG').selection.length).toBe(54);
  });
});

describe('order-type state machine (001 §4)', () => {
  it('a power bracelet switched to nocommission gets "Liebe" and gets its engraving back', () => {
    const g = powerBraceletGroup();
    let form = initialOrderForm(g);
    form = setEngraving(form, g, { engravingType: 2, engravingText: 'Für Lina' });
    form = switchOrderType(form, g, 'nocommission');
    expect(form.selection).toMatchObject({
      orderType: 'nocommission',
      engravingType: 1,
      engravingText: DEFAULT_POWER_BRACELET_ENGRAVING,
      engravingImage: null,
    });
    expect(isEngravingLocked(form, g)).toBe(true);
    expect(setEngraving(form, g, { engravingText: 'Anders' })).toBe(form);
    form = switchOrderType(form, g, 'commission');
    expect(form.selection).toMatchObject({
      orderType: 'commission',
      engravingType: 2,
      engravingText: 'Für Lina',
    });
    expect(form.storedEngraving).toBeNull();
  });

  it('uses the standard engraving when the group has one', () => {
    const g = powerBraceletGroup({ standardEngraving: 'Amore ♥' });
    const form = switchOrderType(initialOrderForm(g), g, 'nocommission');
    expect(form.selection.engravingText).toBe('Amore \uE003');
  });

  it('the ring of the year stays commission', () => {
    const g = ringOfTheYearGroup();
    const form = initialOrderForm(g);
    expect(switchOrderType(form, g, 'nocommission')).toBe(form);
    const wrong: OrderForm = {
      ...form,
      selection: { ...form.selection, orderType: 'nocommission' },
    };
    expect(switchOrderType(wrong, g, 'nocommission').selection.orderType).toBe('commission');
  });

  it('other groups switch and keep their engraving', () => {
    const g = ringGroup();
    let form = setEngraving(initialOrderForm(g), g, { engravingType: 1, engravingText: 'A' });
    form = switchOrderType(form, g, 'commission');
    expect(form.selection).toMatchObject({ orderType: 'commission', engravingText: 'A' });
    expect(isEngravingLocked(switchOrderType(form, g, 'nocommission'), g)).toBe(false);
  });

  it('any sequence of switches ends in the state of its last switch (property)', () => {
    const g = powerBraceletGroup();
    fc.assert(
      fc.property(
        engraving,
        fc.array(fc.constantFrom('commission' as const, 'nocommission' as const)),
        (e, switches) => {
          let form = setEngraving(initialOrderForm(g), g, e);
          for (const to of switches) form = switchOrderType(form, g, to);
          const last = switches.at(-1) ?? 'commission';
          expect(form.selection.orderType).toBe(last);
          if (last === 'commission') {
            expect(form.selection).toMatchObject(e);
            expect(form.storedEngraving).toBeNull();
          } else {
            expect(form.selection.engravingText).toBe(DEFAULT_POWER_BRACELET_ENGRAVING);
            expect(form.storedEngraving).toEqual(e);
          }
        },
      ),
    );
  });
});

describe('ring of the year (001 §4, §5)', () => {
  it('is sold out without free numbers and keeps a chosen number only while free', () => {
    const free = freeLimitNumbers(
      [
        { skuPrefix: '10-2027', limitNumbers: [7, 3, 3, 365] },
        { skuPrefix: '10-2026', limitNumbers: [1] },
      ],
      '10-2027',
    );
    expect(free).toEqual([3, 7, 365]);
    expect(isSoldOut(free)).toBe(false);
    expect(isSoldOut(freeLimitNumbers([], '10-2027'))).toBe(true);
    expect(keepLimitNumber(free, 7)).toBe(7);
    expect(keepLimitNumber(free, 8)).toBeNull();
  });

  it('requires a free number and, as commission, the end customer name', () => {
    const g = ringOfTheYearGroup();
    const sel = { ...initialOrderForm(g).selection, metalColor: 'GG' as const, length: 56 };
    expect(requiresEndCustomerName(g, sel)).toBe(true);
    expect(requiresEndCustomerName(ringGroup(), { ...sel, orderType: 'commission' })).toBe(false);
    expect(validateSelection(g, sel, { ...context, freeLimitNumbers: [3, 7] })).toEqual({
      endCustomerName: SHOP_ERRORS.required,
      commission: SHOP_ERRORS.commission,
      yearlyRingId: SHOP_ERRORS.required,
    });
    expect(
      validateSelection(
        g,
        { ...sel, endCustomerName: 'Frau Berger', yearlyRingId: 4 },
        { ...context, freeLimitNumbers: [3, 7] },
      ),
    ).toEqual({
      yearlyRingId: SHOP_ERRORS.limitNumberTaken,
    });
    expect(
      validateSelection(
        g,
        { ...sel, endCustomerName: 'Frau Berger', yearlyRingId: 7 },
        { ...context, freeLimitNumbers: [3, 7] },
      ),
    ).toEqual({});
    expect(
      validateSelection(g, { ...sel, endCustomerName: 'Frau Berger', yearlyRingId: 7 }, context),
    ).toEqual({
      yearlyRingId: SHOP_ERRORS.soldOut,
    });
    expect(
      validateSelection(
        g,
        { ...sel, endCustomerName: 'B', yearlyRingId: 3, orderType: 'nocommission' },
        { ...context, freeLimitNumbers: [3] },
      ),
    ).toEqual({
      orderType: SHOP_ERRORS.notOffered,
    });
  });
});

describe('validateSelection (001 §5)', () => {
  const g = ringGroup();

  it('accepts a complete selection', () => {
    expect(validateSelection(g, complete(), context)).toEqual({});
    expect(
      validateSelection(
        g,
        complete({ length: 68, specialColor: 3, engravingType: 2, engravingText: 'Anna' }),
        context,
      ),
    ).toEqual({});
  });

  it('reports missing and unoffered choices', () => {
    expect(validateSelection(g, complete({ metalColor: null }), context)).toEqual({
      metalColor: SHOP_ERRORS.required,
    });
    expect(validateSelection(g, complete({ metalColor: 'GW' }), context)).toEqual({
      metalColor: SHOP_ERRORS.notOffered,
    });
    expect(validateSelection(g, complete({ length: null }), context)).toEqual({
      length: SHOP_ERRORS.required,
    });
    expect(validateSelection(g, complete({ metalColor: 'WG', length: 68 }), context)).toEqual({
      length: SHOP_ERRORS.notOffered,
    });
    expect(
      validateSelection(
        ringGroup({ allowSpecialColor: false }),
        complete({ specialColor: 1 }),
        context,
      ),
    ).toEqual({
      specialColor: SHOP_ERRORS.notOffered,
    });
    expect(
      validateSelection(
        earringsGroup(),
        complete({ metalColor: 'WG', length: null, engravingType: 1, engravingText: 'A' }),
        context,
      ),
    ).toEqual({
      engravingType: SHOP_ERRORS.notOffered,
    });
  });

  it('checks the engraving', () => {
    expect(
      validateSelection(g, complete({ engravingType: 1, engravingText: ' 😀 ' }), context),
    ).toEqual({ engravingText: SHOP_ERRORS.required });
    expect(
      validateSelection(g, complete({ engravingType: 2, engravingText: 'x'.repeat(31) }), context),
    ).toEqual({
      engravingText: SHOP_ERRORS.engravingTooLong,
    });
    expect(validateSelection(g, complete({ engravingType: 3 }), context)).toEqual({
      engravingImage: SHOP_ERRORS.required,
    });
    expect(
      validateSelection(
        g,
        complete({ engravingType: 3, engravingImage: 'symbol:dragon' }),
        context,
      ),
    ).toEqual({
      engravingImage: SHOP_ERRORS.notOffered,
    });
    expect(
      validateSelection(g, complete({ engravingType: 3, engravingImage: 'symbol:rose' }), context),
    ).toEqual({});
  });

  it('refuses a requested delivery date before today + delivery_time weeks', () => {
    expect(
      validateSelection(g, complete({ requestedDeliveryDate: '2027-03-28' }), context),
    ).toEqual({
      requestedDeliveryDate: SHOP_ERRORS.deliveryDateTooEarly,
    });
    expect(
      validateSelection(g, complete({ requestedDeliveryDate: '2027-03-29' }), context),
    ).toEqual({});
    expect(validateSelection(g, complete({ requestedDeliveryDate: 'bald' }), context)).toEqual({
      requestedDeliveryDate: SHOP_ERRORS.deliveryDateTooEarly,
    });
  });
});

describe('SKUs of a selection (docs/shop.md)', () => {
  it('inserts the article length, orders special lengths on the base SKU', () => {
    const g = ringGroup();
    expect(selectionSkus(g, complete())).toEqual({
      skuCode: '10-1001-0560-1-00',
      fullCode: '10-1001-0560-1-00',
      specialLength: false,
    });
    expect(selectionSkus(g, complete({ length: 68, specialColor: 5 }))).toEqual({
      skuCode: '10-1001-1-00',
      fullCode: '10-1001-0680-1-00-C5-SL',
      specialLength: true,
    });
    expect(
      selectionSkus(earringsGroup(), complete({ metalColor: 'WG', length: null, specialColor: 2 })),
    ).toEqual({
      skuCode: '30-3005-2-00',
      fullCode: '30-3005-2-00-C2',
      specialLength: false,
    });
    expect(selectionSkus(g, complete({ metalColor: null }))).toBeNull();
    expect(selectionSkus(g, complete({ length: null }))).toBeNull();
    expect(selectionSkus(g, complete({ length: 57 }))).toBeNull();
  });
});
