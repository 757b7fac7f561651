import { describe, expect, it } from 'vitest';
import {
  ENGRAVING_TYPE_KEYS,
  MATERIALS,
  SHOP_ORDER_TYPES,
  SPECIAL_COLORS,
  isSpecialColor,
  lengthLabel,
  metalColorOfDigit,
  sizeLabel,
  specialColorEntry,
} from './lookups';
import { defaultLength, ringSizeWarning } from './sizes';

describe('lookup tables (000 §3)', () => {
  it('numbers the nine colours as the spec lists them', () => {
    expect(SPECIAL_COLORS.map((c) => [c.id, c.en])).toEqual([
      [1, 'crystal white'],
      [2, 'truffle white'],
      [3, 'forget-me-not blue'],
      [4, 'ivy green'],
      [5, 'hibiscus red'],
      [6, 'onyx black'],
      [7, 'stardust black'],
      [8, 'clear coat'],
      [9, 'light nude'],
    ]);
    expect(specialColorEntry(4).key).toBe('ivy_green');
    expect(isSpecialColor(0)).toBe(false);
    expect(isSpecialColor(9)).toBe(true);
    expect(isSpecialColor(2.5)).toBe(false);
  });

  it('has the engraving types, materials and order types', () => {
    expect(ENGRAVING_TYPE_KEYS).toEqual({ 1: 'text_block', 2: 'text_cursive', 3: 'image' });
    expect(Object.values(MATERIALS).map((m) => [m.code, m.en])).toEqual([
      ['GG', 'yellow gold'],
      ['WG', 'white gold'],
      ['GW', 'yellow gold/white gold'],
    ]);
    expect(metalColorOfDigit('2')).toBe('WG');
    expect(metalColorOfDigit('0')).toBeNull();
    expect(SHOP_ORDER_TYPES).toEqual(['commission', 'nocommission']);
  });

  it('labels sizes 15 S, 17 M, 19 L, 21 XL when the group uses size labels', () => {
    expect([15, 17, 19, 21, 16].map(sizeLabel)).toEqual(['S', 'M', 'L', 'XL', null]);
    expect(lengthLabel(17, true)).toBe('M');
    expect(lengthLabel(17, false)).toBe('17');
    expect(lengthLabel(18, true)).toBe('18');
    expect(lengthLabel(42.5, false)).toBe('42,5');
  });
});

describe('sizes (001 §5, §9)', () => {
  it('warns for ring sizes below 47 or above 67.6', () => {
    expect(ringSizeWarning('ring', 46.9)).toBe(true);
    expect(ringSizeWarning('ring', 47)).toBe(false);
    expect(ringSizeWarning('ring', 67.6)).toBe(false);
    expect(ringSizeWarning('ring', 67.7)).toBe(true);
    expect(ringSizeWarning('ring', null)).toBe(false);
    expect(ringSizeWarning('bracelet', 15)).toBe(false);
  });

  it('selects ring 56, necklace 42.5, bracelet 17 only among several options', () => {
    expect(defaultLength('ring', [52, 54, 56, 58])).toBe(56);
    expect(defaultLength('necklace', [40, 42.5, 45])).toBe(42.5);
    expect(defaultLength('bracelet', [15, 17, 19, 21])).toBe(17);
    expect(defaultLength('ring', [50, 52])).toBeNull();
    expect(defaultLength('earrings', [1, 2])).toBeNull();
    expect(defaultLength('ring', [60])).toBe(60);
    expect(defaultLength('ring', [])).toBeNull();
  });
});
