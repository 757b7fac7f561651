import { describe, expect, it } from 'vitest';
import { productLayoutClass } from './layout';

describe('productLayoutClass (000 §4)', () => {
  const expected: Record<number, string> = {
    1: 'single',
    2: 'double',
    3: 'triple',
    4: 'double',
    5: 'tripleplus1',
    6: 'triple',
    7: 'doubleplus1',
    8: 'double',
    9: 'triple',
    10: 'double',
    11: 'tripleplus1',
    12: 'triple',
    13: 'doubleplus1',
    14: 'double',
    15: 'triple',
    16: 'double',
    17: 'tripleplus1',
    18: 'triple',
    19: 'doubleplus1',
    20: 'double',
    21: 'triple',
    22: 'double',
    23: 'tripleplus1',
    24: 'triple',
  };
  it.each(Object.entries(expected))('n = %s is %s', (n, layout) => {
    expect(productLayoutClass(Number(n))).toBe(layout);
  });
});
