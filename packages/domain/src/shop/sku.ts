import {
  SKU_HEAD_DIGITS,
  SKU_LENGTH_DIGITS,
  SKU_LENGTH_SCALE,
  SKU_PREFIX_DIGITS,
  SKU_SUFFIX_LENGTH,
} from '../constants';
import { isSpecialColor, type SpecialColor } from './lookups';

/**
 * The SKU code scheme (001 §3): a 2-digit product prefix, a 4-digit head, an optional 4-digit
 * length block, one digit and a 2-character suffix; the full code appends the special-colour
 * and special-length markers. The text format is ours (docs/decisions/0013-trade-shop.md):
 *
 *   PP-HHHH[-LLLL]-D-SS[-Cn][-SL]
 *
 * - `PP-HHHH` is the article number of the content pack (`mpn`, docs/content-model.md);
 * - `LLLL` the length in tenths (ring 56 → 0560, necklace 42.5 → 0425), 0001–9999;
 * - `D` the material digit (0 none, 1 GG, 2 WG, 3 GW; MATERIALS[].skuDigit);
 * - `SS` two characters A–Z or 0–9 (the design variant; 00 the standard);
 * - `-Cn` a special colour n (1–9, 000 §3), `-SL` marks the length block as a special length.
 *
 * `buildSku ∘ parseSku` is the identity on valid codes and `parseSku ∘ buildSku` on valid parts;
 * everything else throws an InvalidSkuError.
 */

export interface SkuParts {
  /** 2 digits: the product prefix (rings 10, bracelets 20, earrings 30, necklaces 40, …). */
  prefix: string;
  /** 4 digits. */
  head: string;
  /** The length in the product's unit (ring size, cm), a multiple of 0.1; null without block. */
  length: number | null;
  /** 1 digit: the material (MATERIALS[].skuDigit, NO_MATERIAL_DIGIT). */
  digit: string;
  /** 2 characters A–Z, 0–9. */
  suffix: string;
  /** The special colour of the full code, or null. */
  specialColor: SpecialColor | null;
  /** True when the length block holds a special length (full code only). */
  specialLength: boolean;
}

export type SkuErrorKind = 'sku' | 'article_number';

/** 001 §8 "Invalid article number: an error is thrown". */
export class InvalidSkuError extends Error {
  constructor(
    readonly kind: SkuErrorKind,
    readonly value: unknown,
    readonly reason: string,
  ) {
    super(
      `Invalid ${kind === 'sku' ? 'SKU code' : 'article number'} ${JSON.stringify(value)}: ${reason}`,
    );
    this.name = 'InvalidSkuError';
  }
}

const PREFIX = `(\\d{${SKU_PREFIX_DIGITS}})-(\\d{${SKU_HEAD_DIGITS}})`;
const ARTICLE_NUMBER = new RegExp(`^${PREFIX}$`);
const SKU = new RegExp(
  `^${PREFIX}(?:-(\\d{${SKU_LENGTH_DIGITS}}))?-(\\d)-([A-Z0-9]{${SKU_SUFFIX_LENGTH}})(?:-C([1-9]))?(-SL)?$`,
);
const SUFFIX = new RegExp(`^[A-Z0-9]{${SKU_SUFFIX_LENGTH}}$`);

/** The 4-digit length block of a length (56 → "0560"); throws for lengths it cannot hold. */
export function lengthBlock(length: number): string {
  const tenths = Math.round(length * SKU_LENGTH_SCALE);
  if (
    !Number.isFinite(length) ||
    tenths < 1 ||
    tenths > 9999 ||
    Math.abs(tenths - length * SKU_LENGTH_SCALE) > 1e-6
  ) {
    throw new InvalidSkuError('sku', length, 'the length must be a multiple of 0.1 in 0.1–999.9');
  }
  return String(tenths).padStart(SKU_LENGTH_DIGITS, '0');
}

/** The length a block names ("0425" → 42.5). */
export function lengthOfBlock(block: string): number {
  return Number(block) / SKU_LENGTH_SCALE;
}

/** The code of SKU parts; throws an InvalidSkuError for parts outside the scheme. */
export function buildSku(parts: SkuParts): string {
  const fail = (reason: string): never => {
    throw new InvalidSkuError('sku', parts, reason);
  };
  if (!/^\d{2}$/.test(parts.prefix)) fail('the prefix must be 2 digits');
  if (!/^\d{4}$/.test(parts.head)) fail('the head must be 4 digits');
  if (!/^\d$/.test(parts.digit)) fail('the digit must be 1 digit');
  if (!SUFFIX.test(parts.suffix)) fail('the suffix must be 2 characters A–Z or 0–9');
  if (parts.specialColor !== null && !isSpecialColor(parts.specialColor))
    fail('the special colour must be 1–9');
  if (parts.specialLength && parts.length === null) fail('a special length needs a length block');
  const block = parts.length === null ? '' : `-${lengthBlock(parts.length)}`;
  const color = parts.specialColor === null ? '' : `-C${parts.specialColor}`;
  const special = parts.specialLength ? '-SL' : '';
  return `${parts.prefix}-${parts.head}${block}-${parts.digit}-${parts.suffix}${color}${special}`;
}

/** The parts of a SKU code (base or full); throws an InvalidSkuError for anything else. */
export function parseSku(code: unknown): SkuParts {
  if (typeof code !== 'string') throw new InvalidSkuError('sku', code, 'not a string');
  const m = SKU.exec(code);
  if (!m) throw new InvalidSkuError('sku', code, 'does not match PP-HHHH[-LLLL]-D-SS[-Cn][-SL]');
  const [, prefix, head, block, digit, suffix, color, special] = m;
  if (block === '0000') throw new InvalidSkuError('sku', code, 'the length block is 0000');
  if (special && !block)
    throw new InvalidSkuError('sku', code, 'a special length needs a length block');
  return {
    prefix: prefix!,
    head: head!,
    length: block ? lengthOfBlock(block) : null,
    digit: digit!,
    suffix: suffix!,
    specialColor: color ? (Number(color) as SpecialColor) : null,
    specialLength: Boolean(special),
  };
}

export function isSkuCode(code: unknown): code is string {
  try {
    parseSku(code);
    return true;
  } catch {
    return false;
  }
}

export interface ArticleNumberParts {
  prefix: string;
  head: string;
}

/** An article number `NN-HHHH` (the content pack's mpn); throws for anything else. */
export function parseArticleNumber(articleNumber: unknown): ArticleNumberParts {
  if (typeof articleNumber !== 'string')
    throw new InvalidSkuError('article_number', articleNumber, 'not a string');
  const m = ARTICLE_NUMBER.exec(articleNumber);
  if (!m) throw new InvalidSkuError('article_number', articleNumber, 'does not match NN-HHHH');
  return { prefix: m[1]!, head: m[2]! };
}

export function buildArticleNumber(parts: ArticleNumberParts): string {
  const code = `${parts.prefix}-${parts.head}`;
  parseArticleNumber(code);
  return code;
}

export function isArticleNumber(value: unknown): value is string {
  return typeof value === 'string' && ARTICLE_NUMBER.test(value);
}

/** The article number (`NN-HHHH`, a product group's skuPrefix) of any SKU code. */
export function articleNumberOf(code: string): string {
  const { prefix, head } = parseSku(code);
  return `${prefix}-${head}`;
}

/** A SKU code from an article number and the remaining parts (a base SKU without markers). */
export function skuFromArticleNumber(
  articleNumber: string,
  rest: { length?: number | null; digit: string; suffix: string },
): string {
  const { prefix, head } = parseArticleNumber(articleNumber);
  return buildSku({
    prefix,
    head,
    length: rest.length ?? null,
    digit: rest.digit,
    suffix: rest.suffix,
    specialColor: null,
    specialLength: false,
  });
}

/**
 * The code with another length block (null removes it) and without markers: the SKU of a
 * standard length from a group's base SKU (docs/shop.md "SKUs of a selection").
 */
export function withLength(code: string, length: number | null): string {
  return buildSku({ ...parseSku(code), length, specialColor: null, specialLength: false });
}

/** The code without the special-colour and special-length markers. */
export function stripMarkers(code: string): string {
  return buildSku({ ...parseSku(code), specialColor: null, specialLength: false });
}
