import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Highlighted } from './Highlighted';
import { readSearchParams, toApiQuery, toQuery } from './params';

afterEach(cleanup);

describe('Highlighted', () => {
  it('marks the matches and renders escaped markup as text', () => {
    const { container } = render(
      <p>
        <Highlighted value="&lt;b&gt;Flora&lt;/b&gt; &amp; <em>Ring</em> in <em>Gold</em>" />
      </p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Ring',
      'Gold',
    ]);
    expect(container.textContent).toBe('<b>Flora</b> & Ring in Gold');
  });
});

describe('the results page URL', () => {
  it('reads a visitor URL leniently and writes back only what is set', () => {
    const params = readSearchParams({
      s: '  ring ',
      page: '2',
      type: 'product',
      metalColor: 'RG',
      isLimited: 'true',
      productType: ['ring', 'necklace'],
    });
    expect(params).toEqual({
      s: 'ring',
      page: 2,
      type: 'product',
      metalColor: undefined,
      isLimited: true,
      productType: 'ring',
    });
    expect(toQuery(params)).toEqual({
      s: 'ring',
      page: '2',
      type: 'product',
      isLimited: 'true',
      productType: 'ring',
    });
    expect(toApiQuery(params, 'de')).toMatchObject({ q: 'ring', locale: 'de', page: '1' });
    expect(readSearchParams({ page: '-3', s: 'x'.repeat(300) })).toMatchObject({ page: 1 });
    expect(readSearchParams({ s: 'x'.repeat(300) }).s).toHaveLength(200);
  });
});
