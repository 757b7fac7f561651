import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Picture } from './Picture';

afterEach(cleanup);

const img = (priority: boolean, eager = false) => {
  const { container } = render(
    <Picture
      src="/api/cms/v2/a/1/atelier-16x9.svg"
      mobileSrc="/api/cms/v2/a/2/atelier-4x5.svg"
      alt="Workbench"
      width={1600}
      height={900}
      sizes="100vw"
      priority={priority}
      eager={eager}
    />,
  );
  return container.querySelector('img')!;
};

describe('Picture (000 §9, issue 15)', () => {
  it('loads the LCP image at once, with high priority, decoded with the first frame', () => {
    const lcp = img(true);
    expect(lcp.getAttribute('loading')).toBe('eager');
    expect(lcp.getAttribute('fetchpriority')).toBe('high');
    expect(lcp.hasAttribute('decoding')).toBe(false);
  });

  it('loads the other images of the first viewport at once, also decoded with the first frame', () => {
    const eager = img(false, true);
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.hasAttribute('fetchpriority')).toBe(false);
    expect(eager.hasAttribute('decoding')).toBe(false);
  });

  it('loads every other image lazily and decodes it off the first frame', () => {
    const other = img(false);
    expect(other.getAttribute('loading')).toBe('lazy');
    expect(other.hasAttribute('fetchpriority')).toBe(false);
    expect(other.getAttribute('decoding')).toBe('async');
  });
});
