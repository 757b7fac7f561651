import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecialColor } from './lookups';
import {
  InvalidSkuError,
  articleNumberOf,
  buildArticleNumber,
  buildSku,
  isArticleNumber,
  isSkuCode,
  lengthBlock,
  parseArticleNumber,
  parseSku,
  skuFromArticleNumber,
  stripMarkers,
  withLength,
  type SkuParts,
} from './sku';

const digits = (n: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
const suffix = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: 2, maxLength: 2 })
  .map((a) => a.join(''));
/** Valid parts: lengths in tenths 0.1–999.9, a special length only with a length. */
const parts: fc.Arbitrary<SkuParts> = fc
  .record({
    prefix: digits(2),
    head: digits(4),
    length: fc.option(fc.integer({ min: 1, max: 9999 }).map((t) => t / 10)),
    digit: digits(1),
    suffix,
    specialColor: fc.option(fc.integer({ min: 1, max: 9 }).map((n) => n as SpecialColor)),
    specialLength: fc.boolean(),
  })
  .map((p) => ({ ...p, specialLength: p.specialLength && p.length !== null }));

describe('SKU code scheme (001 §3, docs/decisions/0013)', () => {
  it('builds the documented examples', () => {
    const ring = {
      prefix: '10',
      head: '1001',
      length: 56,
      digit: '1',
      suffix: '00',
      specialColor: null,
      specialLength: false,
    };
    expect(buildSku(ring)).toBe('10-1001-0560-1-00');
    expect(buildSku({ ...ring, length: 42.5, specialColor: 3 })).toBe('10-1001-0425-1-00-C3');
    expect(buildSku({ ...ring, length: 68, specialLength: true })).toBe('10-1001-0680-1-00-SL');
    expect(buildSku({ ...ring, length: 45, specialColor: 9, specialLength: true })).toBe(
      '10-1001-0450-1-00-C9-SL',
    );
    expect(buildSku({ ...ring, length: null })).toBe('10-1001-1-00');
    expect(parseSku('30-3005-2-00')).toEqual({
      prefix: '30',
      head: '3005',
      length: null,
      digit: '2',
      suffix: '00',
      specialColor: null,
      specialLength: false,
    });
    expect(parseSku('40-4002-0425-1-A7-C4')).toMatchObject({
      length: 42.5,
      suffix: 'A7',
      specialColor: 4,
    });
  });

  it('build ∘ parse is the identity on valid codes, parse ∘ build on valid parts', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const code = buildSku(p);
        expect(parseSku(code)).toEqual(p);
        expect(buildSku(parseSku(code))).toBe(code);
        expect(isSkuCode(code)).toBe(true);
        expect(articleNumberOf(code)).toBe(`${p.prefix}-${p.head}`);
      }),
    );
  });

  it('throws a typed error for codes outside the scheme', () => {
    for (const bad of [
      '',
      '10-1001',
      '1-1001-1-00',
      '10-101-1-00',
      '10-1001-56-1-00',
      '10-1001-0000-1-00',
      '10-1001-1-0',
      '10-1001-1-00a',
      '10-1001-1-a0',
      '10-1001-12-00',
      '10-1001-1-00-C0',
      '10-1001-1-00-C10',
      '10-1001-1-00-SL',
      '10-1001-0560-1-00-SL-C3',
      ' 10-1001-1-00',
      '10-1001-1-00\n',
      '１０-1001-1-00',
    ]) {
      expect(() => parseSku(bad), bad).toThrow(InvalidSkuError);
    }
    expect(() => parseSku(1001)).toThrow(InvalidSkuError);
    expect(() => parseSku(null)).toThrow(InvalidSkuError);
  });

  it('every string that parses is rebuilt unchanged (random strings)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^\d{2}-\d{4}(-\d{4})?-\d-[A-Z0-9a-z]{2}(-C\d)?(-SL)?$/),
        ),
        (s) => {
          let parsed: SkuParts;
          try {
            parsed = parseSku(s);
          } catch (err) {
            expect(err).toBeInstanceOf(InvalidSkuError);
            return;
          }
          expect(buildSku(parsed)).toBe(s);
        },
      ),
    );
  });

  it('refuses parts the scheme cannot write', () => {
    const ok: SkuParts = {
      prefix: '10',
      head: '1001',
      length: null,
      digit: '1',
      suffix: '00',
      specialColor: null,
      specialLength: false,
    };
    expect(() => buildSku({ ...ok, prefix: '1' })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, head: '10010' })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, digit: '12' })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, suffix: 'ab' })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, length: 42.55 })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, length: 0 })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, length: 1000 })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, length: Number.NaN })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, specialLength: true })).toThrow(InvalidSkuError);
    expect(() => buildSku({ ...ok, specialColor: 0 as SpecialColor })).toThrow(InvalidSkuError);
    expect(lengthBlock(17)).toBe('0170');
    expect(lengthBlock(67.6)).toBe('0676');
  });
});

describe('article numbers (docs/content-model.md)', () => {
  it('accepts the content pack form NN-HHHH and throws for anything else', () => {
    expect(parseArticleNumber('10-1001')).toEqual({ prefix: '10', head: '1001' });
    expect(buildArticleNumber({ prefix: '50', head: '5080' })).toBe('50-5080');
    for (const bad of ['', '10-100', '101001', '10-1001-1-00', 'AB-1001', '10_1001', undefined]) {
      expect(() => parseArticleNumber(bad), String(bad)).toThrow(InvalidSkuError);
      expect(isArticleNumber(bad)).toBe(false);
    }
    try {
      parseArticleNumber('10-10');
    } catch (err) {
      expect(err).toMatchObject({ kind: 'article_number', value: '10-10' });
    }
  });

  it('round-trips and makes SKUs of an article number', () => {
    fc.assert(
      fc.property(digits(2), digits(4), (prefix, head) => {
        const nr = buildArticleNumber({ prefix, head });
        expect(parseArticleNumber(nr)).toEqual({ prefix, head });
      }),
    );
    expect(skuFromArticleNumber('20-2014', { length: 17, digit: '3', suffix: '00' })).toBe(
      '20-2014-0170-3-00',
    );
    expect(() => skuFromArticleNumber('20-201', { digit: '3', suffix: '00' })).toThrow(
      InvalidSkuError,
    );
  });

  it('swaps the length block and strips the markers', () => {
    expect(withLength('10-1001-1-00', 56)).toBe('10-1001-0560-1-00');
    expect(withLength('10-1001-0560-1-00-C3', null)).toBe('10-1001-1-00');
    expect(stripMarkers('10-1001-0450-1-00-C9-SL')).toBe('10-1001-0450-1-00');
  });
});
