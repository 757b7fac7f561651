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

  it('keeps the trailing slash of microsite paths in every locale (000 §2)', () => {
    expect(canonicalPagePath('/juwelier/juwelier-albrecht-hamburg/')).toBeNull();
    expect(canonicalPagePath('/juwelier/juwelier-albrecht-hamburg/schmuck/ringe/')).toBeNull();
    expect(canonicalPagePath('/en/juwelier/juwelier-albrecht-hamburg/')).toBeNull();
    expect(canonicalPagePath('/zh-hans/juwelier/golden-orchid-shanghai/')).toBeNull();
    expect(canonicalPagePath('/juwelier-finden/')).toBe('/juwelier-finden');
  });

  it('adds the trailing slash a microsite path lacks, and drops extra ones (issue 24)', () => {
    expect(canonicalPagePath('/juwelier/juwelier-albrecht-hamburg')).toBe(
      '/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(canonicalPagePath('/ja/juwelier/juwelier-albrecht-hamburg/produkte/10-1001-flora')).toBe(
      '/ja/juwelier/juwelier-albrecht-hamburg/produkte/10-1001-flora/',
    );
    expect(canonicalPagePath('/juwelier/juwelier-albrecht-hamburg//')).toBe(
      '/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(canonicalPagePath('/juwelier')).toBeNull();
    expect(canonicalPagePath('/de/juwelier/juwelier-albrecht-hamburg/')).toBeNull();
  });
});
