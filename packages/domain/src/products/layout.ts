export type ProductLayoutClass = 'single' | 'triple' | 'double' | 'tripleplus1' | 'doubleplus1';

/**
 * 000 §4: the grid rhythm for n matching products, checked in the spec's order: 1 single, a
 * multiple of 3 triple, even double, (n - 2) divisible by 3 tripleplus1, otherwise doubleplus1.
 */
export function productLayoutClass(n: number): ProductLayoutClass {
  if (n === 1) return 'single';
  if (n % 3 === 0) return 'triple';
  if (n % 2 === 0) return 'double';
  if ((n - 2) % 3 === 0) return 'tripleplus1';
  return 'doubleplus1';
}
