import { describe, expect, it } from 'vitest';
import {
  earringsGroup,
  powerBraceletGroup,
  ringGroup,
  ringOfTheYearGroup,
  serviceGroup,
} from '@maison/domain/shop/testing';
import { NO_FILTER, filterGroups, offeredMetals, toggleMetal, typeCounts } from './filters';
import { listSkuCodes, tradePrice, uvpPrice } from './listing';
import { sku } from './testing';

const groups = [
  ringGroup(),
  ringOfTheYearGroup(),
  powerBraceletGroup(),
  earringsGroup(),
  serviceGroup(),
];
const prefixes = (list: { skuPrefix: string }[]) => list.map((g) => g.skuPrefix);

describe('catalogue filters', () => {
  it('filters by type (service items apart), metal colours (any of) and limited', () => {
    expect(prefixes(filterGroups(groups, { ...NO_FILTER, type: 'service_item' }))).toEqual([
      '90-9001',
    ]);
    expect(prefixes(filterGroups(groups, { ...NO_FILTER, metals: ['GW', 'WG'] }))).toEqual([
      '10-1001',
      '20-2014',
      '30-3005',
    ]);
    expect(prefixes(filterGroups(groups, { ...NO_FILTER, limitedOnly: true }))).toEqual([
      '10-2027',
    ]);
  });

  it('counts every present type under the other filters, ignoring the type filter', () => {
    const filter = { type: 'earrings' as const, metals: ['GG' as const], limitedOnly: false };
    expect(typeCounts(groups, filter)).toEqual([
      { type: 'ring', count: 2 },
      { type: 'bracelet', count: 0 },
      { type: 'earrings', count: 0 },
      { type: 'service_item', count: 0 },
    ]);
  });

  it('keeps metal colours in lookup order', () => {
    expect(toggleMetal(toggleMetal(NO_FILTER, 'GW'), 'GG').metals).toEqual(['GG', 'GW']);
    expect(toggleMetal({ ...NO_FILTER, metals: ['GG', 'GW'] }, 'GG').metals).toEqual(['GW']);
    expect(offeredMetals([earringsGroup(), serviceGroup()])).toEqual(['WG']);
  });
});

describe('list prices', () => {
  it('takes the lowest article-length price, else the base SKU price, in minor units', () => {
    expect(tradePrice(ringGroup(), 'EUR', new Map())).toEqual({ cents: 120_000, from: true });
    const earrings = earringsGroup();
    expect(listSkuCodes([ringGroup(), earrings, serviceGroup()])).toEqual(['30-3005-2-00']);
    expect(tradePrice(earrings, 'EUR', new Map())).toBeNull();
    expect(tradePrice(earrings, 'EUR', new Map([['30-3005-2-00', sku('30-3005-2-00')]]))).toEqual({
      cents: 100_000,
      from: false,
    });
    expect(tradePrice(serviceGroup(), 'JPY', new Map())).toEqual({ cents: 8, from: false });
  });

  it('shows the lowest recommended retail price of the offered colours', () => {
    expect(uvpPrice(ringGroup(), 'EUR')).toEqual({ cents: 240_000, from: true });
    expect(uvpPrice(serviceGroup(), 'EUR')).toBeNull();
  });
});
