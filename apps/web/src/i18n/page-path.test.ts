import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './page-path';

describe('canonicalPagePath', () => {
  it('drops trailing slashes from page paths', () => {
    expect(canonicalPagePath('/en/')).toBe('/en');
    expect(canonicalPagePath('/schmuck/ringe//')).toBe('/schmuck/ringe');
  });

  it('leaves canonical paths and the root alone', () => {
    expect(canonicalPagePath('/')).toBeNull();
    expect(canonicalPagePath('/ja/schmuck')).toBeNull();
  });
});
