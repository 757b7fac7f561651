import {
  ENGRAVING_SYMBOL_COUNT,
  ENGRAVING_TYPES,
  SIZE_LABELS,
  SPECIAL_COLOR_MAX,
  SPECIAL_COLOR_MIN,
} from '../constants';

/**
 * The lookup tables of the shop and the portal (000 §3 "Lookup tables"). Keys and English names
 * are the spec's; German names, swatches, SKU digits and the symbols beyond those the spec names
 * are ours (docs/decisions/0013-trade-shop.md).
 */

/** 000 §3: materials WG white gold, GG yellow gold, GW yellow gold/white gold. */
export const METAL_COLORS = ['GG', 'WG', 'GW'] as const;
export type MetalColor = (typeof METAL_COLORS)[number];

export interface MaterialEntry {
  code: MetalColor;
  en: string;
  de: string;
  /** The product filter alloys (001 §9) the material is made of. */
  alloys: readonly ('yellow_gold' | 'white_gold')[];
  /** Ours (0013): the material digit of the SKU code scheme. */
  skuDigit: string;
}

export const MATERIALS: Readonly<Record<MetalColor, MaterialEntry>> = {
  GG: { code: 'GG', en: 'yellow gold', de: 'Gelbgold', alloys: ['yellow_gold'], skuDigit: '1' },
  WG: { code: 'WG', en: 'white gold', de: 'Weißgold', alloys: ['white_gold'], skuDigit: '2' },
  GW: {
    code: 'GW',
    en: 'yellow gold/white gold',
    de: 'Gelbgold/Weißgold',
    alloys: ['yellow_gold', 'white_gold'],
    skuDigit: '3',
  },
};

/** Ours (0013): the SKU digit of items without a material (service items). */
export const NO_MATERIAL_DIGIT = '0';

/** The material of a SKU's digit, or null for 0 and digits we do not use. */
export function metalColorOfDigit(digit: string): MetalColor | null {
  return METAL_COLORS.find((code) => MATERIALS[code].skuDigit === digit) ?? null;
}

/** 000 §3: special colours 1 to 9. */
export type SpecialColor = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface SpecialColorEntry {
  id: SpecialColor;
  key: string;
  en: string;
  de: string;
  /** Ours: a swatch for the colour picker. */
  hex: string;
}

export const SPECIAL_COLORS: readonly SpecialColorEntry[] = [
  { id: 1, key: 'crystal_white', en: 'crystal white', de: 'Kristallweiß', hex: '#f4f6f8' },
  { id: 2, key: 'truffle_white', en: 'truffle white', de: 'Trüffelweiß', hex: '#ece3d6' },
  {
    id: 3,
    key: 'forget_me_not_blue',
    en: 'forget-me-not blue',
    de: 'Vergissmeinnichtblau',
    hex: '#6f9fd8',
  },
  { id: 4, key: 'ivy_green', en: 'ivy green', de: 'Efeugrün', hex: '#3f6b3a' },
  { id: 5, key: 'hibiscus_red', en: 'hibiscus red', de: 'Hibiskusrot', hex: '#b3243a' },
  { id: 6, key: 'onyx_black', en: 'onyx black', de: 'Onyxschwarz', hex: '#1b1b1d' },
  { id: 7, key: 'stardust_black', en: 'stardust black', de: 'Sternenstaubschwarz', hex: '#2c2a33' },
  { id: 8, key: 'clear_coat', en: 'clear coat', de: 'Klarlack', hex: '#f7f3e8' },
  { id: 9, key: 'light_nude', en: 'light nude', de: 'Zartes Nude', hex: '#e6c7b4' },
];

export function isSpecialColor(value: unknown): value is SpecialColor {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= SPECIAL_COLOR_MIN &&
    value <= SPECIAL_COLOR_MAX
  );
}

export function specialColorEntry(id: SpecialColor): SpecialColorEntry {
  return SPECIAL_COLORS[id - 1] as SpecialColorEntry;
}

/** 000 §3, 001 §3: engraving types 1 text block, 2 text cursive, 3 image. */
export type EngravingType = (typeof ENGRAVING_TYPES)[number];
export const ENGRAVING_TYPE_KEYS: Readonly<Record<EngravingType, string>> = {
  1: 'text_block',
  2: 'text_cursive',
  3: 'image',
};

export function isEngravingType(value: unknown): value is EngravingType {
  return (ENGRAVING_TYPES as readonly unknown[]).includes(value);
}

/** The text engravings (1 and 2) carry engravingText; the image engraving (3) engravingImage. */
export function isTextEngraving(type: EngravingType | null | undefined): type is 1 | 2 {
  return type === 1 || type === 2;
}

/**
 * 000 §3, 001 §3: order types. Named SHOP_ORDER_TYPES because the portal's open orders have
 * their own order_type (article | service, 002 §3).
 */
export const SHOP_ORDER_TYPES = ['commission', 'nocommission'] as const;
export type ShopOrderType = (typeof SHOP_ORDER_TYPES)[number];

/** 001 §3: a product group is jewelry or a service item. */
export const META_TYPES = ['jewelry', 'service_item'] as const;
export type MetaType = (typeof META_TYPES)[number];

/** 000 §3, 001 §9: the product types of the shop's groups (those of the content pack). */
export const SHOP_PRODUCT_TYPES = ['ring', 'bracelet', 'earrings', 'necklace', 'amulet'] as const;
export type ShopProductType = (typeof SHOP_PRODUCT_TYPES)[number];

export interface EngravingSymbol {
  key: string;
  en: string;
  de: string;
  /** The engraving font's glyph code (a Private Use Area code point, hex). */
  glyph: string;
  /** Unicode characters a jeweler may type for the symbol; the transform maps them to the glyph. */
  aliases: readonly string[];
}

const symbol = (
  n: number,
  key: string,
  en: string,
  de: string,
  aliases: readonly string[],
): EngravingSymbol => ({
  key,
  en,
  de,
  glyph: `E0${n.toString(16).toUpperCase().padStart(2, '0')}`,
  aliases,
});

/**
 * 000 §3: 17 engraving symbols, each with a glyph code. The spec names angel, cloverleaf,
 * hearts, infinity, star, rose and rings; the other ten and the glyph codes (U+E001–U+E011 of
 * the engraving font) are ours (0013).
 */
export const ENGRAVING_SYMBOLS: readonly EngravingSymbol[] = [
  symbol(1, 'angel', 'angel', 'Engel', ['👼']),
  symbol(2, 'cloverleaf', 'cloverleaf', 'Kleeblatt', ['☘', '🍀']),
  symbol(3, 'heart', 'heart', 'Herz', ['♥', '♡', '❤', '❥']),
  symbol(4, 'hearts', 'hearts', 'Herzen', ['💕', '💞', '❣']),
  symbol(5, 'infinity', 'infinity', 'Unendlichkeit', ['∞', '♾']),
  symbol(6, 'star', 'star', 'Stern', ['★', '☆', '⭐']),
  symbol(7, 'rose', 'rose', 'Rose', ['🌹']),
  symbol(8, 'rings', 'rings', 'Ringe', ['💍']),
  symbol(9, 'anchor', 'anchor', 'Anker', ['⚓']),
  symbol(10, 'cross', 'cross', 'Kreuz', ['✝', '✞', '†']),
  symbol(11, 'dove', 'dove', 'Taube', ['🕊']),
  symbol(12, 'sun', 'sun', 'Sonne', ['☀', '☼']),
  symbol(13, 'moon', 'moon', 'Mond', ['☾', '☽', '🌙']),
  symbol(14, 'crown', 'crown', 'Krone', ['♛', '♕', '👑']),
  symbol(15, 'horseshoe', 'horseshoe', 'Hufeisen', []),
  symbol(16, 'butterfly', 'butterfly', 'Schmetterling', ['🦋']),
  symbol(17, 'note', 'musical note', 'Note', ['♪', '♫', '♩']),
];

if (ENGRAVING_SYMBOLS.length !== ENGRAVING_SYMBOL_COUNT) {
  throw new Error('The engraving symbol table must hold ENGRAVING_SYMBOL_COUNT symbols.');
}

/** The character of a symbol's glyph code (for the engraving text and the engraving font). */
export function glyphChar(symbolEntry: EngravingSymbol): string {
  return String.fromCodePoint(Number.parseInt(symbolEntry.glyph, 16));
}

export function engravingSymbol(key: string): EngravingSymbol | null {
  return ENGRAVING_SYMBOLS.find((s) => s.key === key) ?? null;
}

/** The symbol a glyph character stands for, or null. */
export function symbolOfGlyph(char: string): EngravingSymbol | null {
  return ENGRAVING_SYMBOLS.find((s) => glyphChar(s) === char) ?? null;
}

/** 000 §3: the size label of a length (15 S, 17 M, 19 L, 21 XL), or null. */
export function sizeLabel(length: number): string | null {
  return SIZE_LABELS[length] ?? null;
}

/**
 * How a length option reads: its size label when the group uses size labels and one exists,
 * else the number in German notation (42.5 → "42,5").
 */
export function lengthLabel(length: number, useSizeLabels: boolean): string {
  const label = useSizeLabels ? sizeLabel(length) : null;
  return label ?? new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(length);
}
