import type { JewelryGroup, ServiceItemGroup } from './types';

/** Product groups for the shop's unit tests (not exported from the package). */

export function ringGroup(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return {
    uuid: 'group-10-1001',
    name: 'Flora',
    metaType: 'jewelry',
    productType: 'ring',
    metalColors: ['GG', 'WG'],
    alloys: ['yellow_gold', 'white_gold'],
    isLimited: false,
    isRingOfTheYear: false,
    skuPrefix: '10-1001',
    baseSkus: { GG: '10-1001-1-00', WG: '10-1001-2-00' },
    articleLengths: {
      GG: [50, 52, 54, 56, 58, 60].map((length) => ({ length, price: 1200 + (length - 50) * 10 })),
      WG: [52, 54, 56, 58].map((length) => ({ length, price: 1300 })),
    },
    specialLengths: {
      GG: [
        { length: 45, price: 150 },
        { length: 68, price: 180 },
      ],
      WG: [],
    },
    allowEngraving: true,
    engravingPrices: { 1: 60, 2: 80, 3: 120 },
    standardEngraving: null,
    allowSpecialColor: true,
    specialColorPrices: { GG: 90, WG: 110 },
    hasDefaultEngravingPowerBracelet: false,
    useSizeLabels: false,
    uvp: { GG: 2400, WG: 2600 },
    products: [
      {
        filterAlloy: ['yellow_gold'],
        fullSlug: 'produkte/10-1001-flora',
        imageMain: '/api/cms/v2/a/1000/10-1001-main.svg',
        name: 'Flora',
        name2: 'Ring in Gelbgold mit Emaille in Mohnrot und einem Brillanten',
        type: 'ring',
      },
    ],
    isDefaultAssortment: true,
    ...overrides,
  };
}

export function powerBraceletGroup(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({
    uuid: 'group-20-2014',
    name: 'Vela',
    productType: 'bracelet',
    metalColors: ['GW'],
    alloys: ['yellow_gold', 'white_gold'],
    skuPrefix: '20-2014',
    baseSkus: { GW: '20-2014-3-00' },
    articleLengths: { GW: [15, 17, 19, 21].map((length) => ({ length, price: 4550 })) },
    specialLengths: {},
    standardEngraving: null,
    hasDefaultEngravingPowerBracelet: true,
    useSizeLabels: true,
    specialColorPrices: { GW: 120 },
    uvp: { GW: 9100 },
    ...overrides,
  });
}

export function ringOfTheYearGroup(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({
    uuid: 'group-10-2027',
    name: 'Ring des Jahres 2027',
    isLimited: true,
    isRingOfTheYear: true,
    skuPrefix: '10-2027',
    metalColors: ['GG'],
    baseSkus: { GG: '10-2027-1-27' },
    articleLengths: { GG: [52, 54, 56, 58].map((length) => ({ length, price: 3900 })) },
    specialLengths: {},
    allowSpecialColor: false,
    specialColorPrices: {},
    ...overrides,
  });
}

export function earringsGroup(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({
    uuid: 'group-30-3005',
    name: 'Lumen',
    productType: 'earrings',
    metalColors: ['WG'],
    skuPrefix: '30-3005',
    baseSkus: { WG: '30-3005-2-00' },
    articleLengths: {},
    specialLengths: {},
    allowEngraving: false,
    engravingPrices: {},
    ...overrides,
  });
}

export function serviceGroup(overrides: Partial<ServiceItemGroup> = {}): ServiceItemGroup {
  const { metaType: _m, ...base } = ringGroup({
    uuid: 'group-90-9001',
    name: 'Ringetui',
    metalColors: [],
    alloys: [],
    skuPrefix: '90-9001',
    baseSkus: {},
    articleLengths: {},
    specialLengths: {},
    allowEngraving: false,
    engravingPrices: {},
    allowSpecialColor: false,
    specialColorPrices: {},
    uvp: {},
    products: [],
  });
  return {
    ...base,
    metaType: 'service_item',
    orderQuantity: 5,
    maxQuantity: 50,
    unitLabel: 'Stück',
    articleNumber: '90-9001-0-00',
    price: 8,
    ...overrides,
  };
}
