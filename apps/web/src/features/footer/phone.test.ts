import { describe, expect, it } from 'vitest';
import { footerLinkHref } from './phone';

describe('footer phone links (001 §9)', () => {
  it('strips spaces, brackets and dashes from tel: links', () => {
    expect(footerLinkHref('tel:+49 (0) 7231 12 34-0')).toBe('tel:+490723112340');
    expect(footerLinkHref('tel:+49%20(0)%207231%20555-0')).toBe('tel:+49072315550');
    expect(footerLinkHref('tel:0049\t7231-555')).toBe('tel:00497231555');
  });

  it('leaves other links alone', () => {
    expect(footerLinkHref('/service/kontakt')).toBe('/service/kontakt');
    expect(footerLinkHref('https://example.com/a-b (c)')).toBe('https://example.com/a-b (c)');
  });
});
