import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { CURRENCY_MINOR_UNITS, SHOP_CURRENCIES, type ShopCurrency } from '@maison/domain';
import type { Db } from './database';
import { findRepoRoot } from './paths';
import {
  commerce_limit_numbers,
  commerce_payment_methods,
  commerce_prices,
  commerce_product_groups,
  commerce_shipping_methods,
  commerce_shipping_weight_tiers,
  commerce_sku_options,
  commerce_skus,
  locations,
  type CommerceGroupProduct,
  type CommerceGroupSurcharges,
  type CommerceNames,
} from './schema';
import { fillPrices } from './seed-inventory';

/**
 * The trade shop's assortment in the embedded commerce engine (issue 7, docs/shop.md "Seed
 * assortment"): one jewelry group per content product (article number = mpn), the ring of the
 * year with its limit numbers, the service items, engraving options, shipping methods with
 * weight tiers and payment methods per market, and street addresses for the locations.
 * Idempotent: skipped when groups exist; addresses, and the images of the articles without a
 * product story, are filled in where missing.
 */

const LANGUAGES = ['de', 'en', 'ja', 'ko', 'zh-hans'] as const;
type Lang = (typeof LANGUAGES)[number];
type Color = 'GG' | 'WG' | 'GW';
const DIGIT: Record<Color, string> = { GG: '1', WG: '2', GW: '3' };

/** Per currency in order EUR, CHF, USD, JPY, KRW, CNY. */
const per = (values: [number, number, number, number, number, number]) =>
  Object.fromEntries(SHOP_CURRENCIES.map((c, i) => [c, values[i]!])) as Record<
    ShopCurrency,
    number
  >;

const SPECIAL_COLOR = per([90, 85, 100, 15_000, 135_000, 700]);
const ENGRAVING: Record<1 | 2 | 3, Record<ShopCurrency, number>> = {
  1: per([45, 42, 50, 7_500, 67_000, 350]),
  2: per([60, 57, 66, 10_000, 90_000, 470]),
  3: per([95, 90, 105, 15_500, 140_000, 740]),
};
const ENGRAVING_NAMES = { 1: 'Gravur Textblock', 2: 'Gravur Schreibschrift', 3: 'Gravur Bild' };
const TIERS = [
  { name: 'Versicherter Versand bis 500 g', up_to: 500 },
  { name: 'Versicherter Versand bis 2 kg', up_to: 2000 },
  { name: 'Versicherter Versand über 2 kg', up_to: null },
];
const TIER_PRICES = {
  EUR: [25, 45, 80],
  CHF: [24, 43, 77],
  USD: [28, 50, 88],
  JPY: [4_000, 7_500, 13_000],
  KRW: [36_000, 65_000, 115_000],
  CNY: [190, 350, 620],
} satisfies Record<ShopCurrency, number[]>;
const MARKETS: { market: string; currency: ShopCurrency }[] = [
  { market: 'DE', currency: 'EUR' },
  { market: 'AT', currency: 'EUR' },
  { market: 'CH', currency: 'CHF' },
  { market: 'JP', currency: 'JPY' },
  { market: 'KR', currency: 'KRW' },
  { market: 'CN', currency: 'CNY' },
  { market: 'US', currency: 'USD' },
];
const WEIGHTS: Record<string, number> = {
  ring: 8,
  bracelet: 25,
  necklace: 15,
  earrings: 6,
  amulet: 10,
};
const LENGTHS: Record<string, { article: number[]; special: number[] }> = {
  ring: { article: [48, 50, 52, 54, 56, 58, 60, 62], special: [44, 46, 64, 66, 68, 70] },
  necklace: { article: [40, 42.5, 45], special: [38, 50] },
  bracelet: { article: [15, 17, 19, 21], special: [23] },
};
const ENGRAVABLE = new Set(['ring', 'bracelet', 'amulet']);
const POWER_BRACELETS: Record<string, string | null> = {
  '20-2014': null,
  '20-2058': 'Amore',
  '20-2102': null,
  '20-2146': null,
};
const PIECE: Record<Lang, string> = {
  de: 'Stück',
  en: 'pieces',
  ja: '個',
  ko: '개',
  'zh-hans': '件',
};
const SET: Record<Lang, string> = {
  de: 'Set',
  en: 'sets',
  ja: 'セット',
  ko: '세트',
  'zh-hans': '套',
};

interface ServiceSeed {
  code: string;
  type: string;
  names: Record<Lang, string>;
  orderQuantity: number;
  maxQuantity: number;
  unit: Record<Lang, string>;
  weight: number;
  prices: Record<ShopCurrency, number>;
}

const SERVICE_ITEMS: ServiceSeed[] = [
  {
    code: '90-9001-0-00',
    type: 'ring',
    names: {
      de: 'Ringetui',
      en: 'Ring box',
      ja: 'リングケース',
      ko: '반지 케이스',
      'zh-hans': '戒指盒',
    },
    orderQuantity: 5,
    maxQuantity: 50,
    unit: PIECE,
    weight: 120,
    prices: per([12, 11, 13, 2_000, 18_000, 95]),
  },
  {
    code: '90-9002-0-00',
    type: 'bracelet',
    names: {
      de: 'Armbandetui',
      en: 'Bracelet box',
      ja: 'ブレスレットケース',
      ko: '팔찌 케이스',
      'zh-hans': '手链盒',
    },
    orderQuantity: 5,
    maxQuantity: 50,
    unit: PIECE,
    weight: 120,
    prices: per([15, 14, 17, 2_500, 22_000, 120]),
  },
  {
    code: '90-9003-0-00',
    type: 'necklace',
    names: {
      de: 'Collieretui',
      en: 'Necklace box',
      ja: 'ネックレスケース',
      ko: '목걸이 케이스',
      'zh-hans': '项链盒',
    },
    orderQuantity: 5,
    maxQuantity: 50,
    unit: PIECE,
    weight: 120,
    prices: per([15, 14, 17, 2_500, 22_000, 120]),
  },
  {
    code: '90-9004-0-00',
    type: 'earrings',
    names: {
      de: 'Ohrschmucketui',
      en: 'Earring box',
      ja: 'イヤリングケース',
      ko: '귀걸이 케이스',
      'zh-hans': '耳饰盒',
    },
    orderQuantity: 5,
    maxQuantity: 50,
    unit: PIECE,
    weight: 120,
    prices: per([12, 11, 13, 2_000, 18_000, 95]),
  },
  {
    code: '90-9005-0-00',
    type: 'ring',
    names: {
      de: 'Ringmaß-Set',
      en: 'Ring sizer set',
      ja: 'リングゲージセット',
      ko: '반지 사이즈 세트',
      'zh-hans': '戒指量尺套装',
    },
    orderQuantity: 1,
    maxQuantity: 3,
    unit: SET,
    weight: 300,
    prices: per([35, 33, 38, 5_500, 50_000, 270]),
  },
  {
    code: '90-9006-0-00',
    type: 'bracelet',
    names: {
      de: 'Power-Bracelet-Display',
      en: 'Power bracelet display',
      ja: 'パワーブレスレット・ディスプレイ',
      ko: '파워 브레이슬릿 디스플레이',
      'zh-hans': '力量手链展示架',
    },
    orderQuantity: 1,
    maxQuantity: 2,
    unit: PIECE,
    weight: 1_800,
    prices: per([180, 170, 195, 29_000, 265_000, 1_400]),
  },
];

/** A stable UUID (v5 layout) from a name, so re-seeding and tests see the same group ids. */
export function shopGroupUuid(name: string): string {
  const h = createHash('sha1').update(`maison-shop:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Half, rounded to 10 units (1,000 for currencies without minor units). */
function trade(uvp: number, currency: string, factor = 0.5): number {
  const step = CURRENCY_MINOR_UNITS[currency] === 1 ? 1000 : 10;
  return Math.max(step, Math.round((uvp * factor) / step) * step);
}
function roundTo(amount: number, currency: string): number {
  const step = CURRENCY_MINOR_UNITS[currency] === 1 ? 1000 : 10;
  return Math.max(step, Math.round(amount / step) * step);
}
const cents = (major: number, currency: string) =>
  Math.round(major * (CURRENCY_MINOR_UNITS[currency] ?? 100));
const block = (length: number) => String(Math.round(length * 10)).padStart(4, '0');

interface ContentProduct {
  mpn: string;
  type: string;
  fullSlug: string;
  names: CommerceNames;
  alloys: ('yellow_gold' | 'white_gold')[];
  hasEnamel: boolean;
  image: string | null;
  prices: Record<string, number>;
}

async function loadContentProducts(contentDir?: string): Promise<ContentProduct[]> {
  const dir = path.join(contentDir ?? path.join(findRepoRoot(), 'content'), 'stories/produkte');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const out: ContentProduct[] = [];
  for (const [i, file] of files.entries()) {
    const story = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      full_slug?: string;
      locales?: Record<string, { content?: Record<string, unknown> } | undefined>;
    };
    const de = story.locales?.de?.content;
    if (!de || de.component !== 'product' || typeof de.mpn !== 'string') continue;
    if (!(String(de.type) in WEIGHTS)) continue;
    const names: CommerceNames = {};
    for (const lang of LANGUAGES) {
      const c = story.locales?.[lang]?.content ?? de;
      names[lang] = {
        name: String(c.name ?? de.name ?? ''),
        name2: String(c.name2 ?? de.name2 ?? ''),
      };
    }
    const alloys = (Array.isArray(de.filterAlloy) ? de.filterAlloy : []).filter(
      (a): a is 'yellow_gold' | 'white_gold' => a === 'yellow_gold' || a === 'white_gold',
    );
    const image = (de.imageMain as { filename?: unknown } | undefined)?.filename;
    out.push({
      mpn: de.mpn,
      type: String(de.type),
      fullSlug: story.full_slug ?? `produkte/${file.replace(/\.json$/, '')}`,
      names,
      alloys: alloys.length > 0 ? alloys : ['yellow_gold'],
      hasEnamel: de.hasEnamel === true,
      image: typeof image === 'string' && image !== '' ? image : null,
      prices: fillPrices((de.price as Record<string, unknown> | undefined) ?? {}, i),
    });
  }
  return out;
}

/**
 * The generated images of the articles without a product story (content/assets/shop/<code>.svg,
 * content/imagery/shop.mjs), by code, as the content service serves them:
 * `/api/cms/v2/a/<asset id>/<file name>`.
 */
async function loadShopImages(contentDir?: string): Promise<Map<string, string>> {
  const file = path.join(contentDir ?? path.join(findRepoRoot(), 'content'), 'assets/index.json');
  let assets: { id: number; file: string }[];
  try {
    assets = JSON.parse(await readFile(file, 'utf8')) as { id: number; file: string }[];
  } catch {
    return new Map();
  }
  const images = new Map<string, string>();
  for (const a of assets) {
    const match = /^shop\/(.+)\.svg$/.exec(a.file);
    if (match) images.set(match[1]!, `/api/cms/v2/a/${a.id}/${path.basename(a.file)}`);
  }
  return images;
}

type GroupRow = typeof commerce_product_groups.$inferInsert;
type SkuRow = typeof commerce_skus.$inferInsert;
type PriceRow = typeof commerce_prices.$inferInsert;

function colorsOf(alloys: ContentProduct['alloys']): Color[] {
  if (alloys.includes('yellow_gold') && alloys.includes('white_gold')) return ['GW'];
  return alloys[0] === 'white_gold' ? ['WG', 'GG'] : ['GG', 'WG'];
}

function jewelryGroup(p: ContentProduct, groups: GroupRow[], skus: SkuRow[], prices: PriceRow[]) {
  const uuid = shopGroupUuid(p.mpn);
  const colors = colorsOf(p.alloys);
  const lengths = LENGTHS[p.type] ?? { article: [], special: [] };
  const isPower = p.mpn in POWER_BRACELETS;
  const surcharges: Record<string, CommerceGroupSurcharges> = {};
  const baseSkus: Record<string, string> = {};
  const articleLengths: Record<string, number[]> = {};
  const specialLengths: Record<string, number[]> = {};
  for (const color of colors) {
    const base = `${p.mpn}-${DIGIT[color]}-00`;
    baseSkus[color] = base;
    articleLengths[color] = lengths.article;
    specialLengths[color] = lengths.special;
    const name = p.names.de?.name ?? p.mpn;
    const sku = (code: string, factor: number) => {
      skus.push({
        code,
        group_uuid: uuid,
        name,
        image_url: p.image,
        weight_grams: WEIGHTS[p.type]!,
        metadata: { delivery_time: p.type === 'ring' ? 6 : 4 },
      });
      for (const currency of SHOP_CURRENCIES)
        prices.push({
          sku_code: code,
          currency_code: currency,
          amount_cents: cents(trade(p.prices[currency]!, currency, factor), currency),
        });
    };
    sku(base, 0.5);
    for (const length of lengths.article)
      sku(
        `${p.mpn}-${block(length)}-${DIGIT[color]}-00`,
        p.type === 'ring' && length >= 60 ? 0.525 : 0.5,
      );
  }
  for (const currency of SHOP_CURRENCIES) {
    const baseTrade = trade(p.prices[currency]!, currency);
    surcharges[currency] = {
      uvp: Object.fromEntries(colors.map((c) => [c, p.prices[currency]!])),
      special_color: p.hasEnamel
        ? Object.fromEntries(colors.map((c) => [c, SPECIAL_COLOR[currency]]))
        : {},
      special_lengths: Object.fromEntries(
        colors.map((c) => [
          c,
          Object.fromEntries(
            lengths.special.map((l) => [String(l), roundTo(baseTrade * 0.1, currency)]),
          ),
        ]),
      ),
    };
  }
  const names: CommerceNames = {};
  for (const lang of LANGUAGES)
    names[lang] = { name: p.names[lang]?.name ?? '', name2: p.names[lang]?.name2 ?? '' };
  const product: CommerceGroupProduct = {
    filterAlloy: p.alloys,
    fullSlug: p.fullSlug,
    imageMain: p.image,
    type: p.type,
    names,
  };
  groups.push({
    uuid,
    sku_prefix: p.mpn,
    meta_type: 'jewelry',
    product_type: p.type,
    names,
    metal_colors: colors,
    alloys: p.alloys,
    is_limited: false,
    is_ring_of_the_year: false,
    base_skus: baseSkus,
    article_lengths: articleLengths,
    special_lengths: specialLengths,
    allow_engraving: ENGRAVABLE.has(p.type),
    standard_engraving: isPower ? (POWER_BRACELETS[p.mpn] ?? null) : null,
    allow_special_color: p.hasEnamel,
    has_default_engraving_power_bracelet: isPower,
    use_size_labels: p.type === 'bracelet',
    is_default_assortment: true,
    surcharges,
    products: [product],
  });
}

export const RING_OF_THE_YEAR = '10-2027';
export const RING_OF_THE_YEAR_NUMBERS = 365;

function ringOfTheYear(
  image: string | null,
  groups: GroupRow[],
  skus: SkuRow[],
  prices: PriceRow[],
) {
  const uuid = shopGroupUuid(RING_OF_THE_YEAR);
  const uvp = fillPrices({ EUR: 2700 }, 0);
  const lengths = [50, 52, 54, 56, 58, 60];
  const names: CommerceNames = {
    de: { name: 'Ring des Jahres 2027', name2: 'Ring in Gelbgold, limitiert auf 365 Stück' },
    en: { name: 'Ring of the Year 2027', name2: 'Ring in yellow gold, limited to 365 pieces' },
    ja: { name: 'リング・オブ・ザ・イヤー 2027', name2: 'イエローゴールドのリング、365本限定' },
    ko: { name: '올해의 반지 2027', name2: '옐로 골드 반지, 365개 한정' },
    'zh-hans': { name: '2027年度之戒', name2: '黄金戒指，限量365枚' },
  };
  const base = `${RING_OF_THE_YEAR}-1-27`;
  for (const code of [base, ...lengths.map((l) => `${RING_OF_THE_YEAR}-${block(l)}-1-27`)]) {
    skus.push({
      code,
      group_uuid: uuid,
      name: names.de!.name,
      image_url: image,
      weight_grams: WEIGHTS.ring!,
      metadata: { delivery_time: 8 },
    });
    for (const currency of SHOP_CURRENCIES)
      prices.push({
        sku_code: code,
        currency_code: currency,
        amount_cents: cents(trade(uvp[currency]!, currency), currency),
      });
  }
  groups.push({
    uuid,
    sku_prefix: RING_OF_THE_YEAR,
    meta_type: 'jewelry',
    product_type: 'ring',
    names,
    metal_colors: ['GG'],
    alloys: ['yellow_gold'],
    is_limited: true,
    is_ring_of_the_year: true,
    base_skus: { GG: base },
    article_lengths: { GG: lengths },
    special_lengths: { GG: [] },
    allow_engraving: true,
    standard_engraving: null,
    allow_special_color: false,
    has_default_engraving_power_bracelet: false,
    use_size_labels: false,
    is_default_assortment: true,
    surcharges: Object.fromEntries(
      SHOP_CURRENCIES.map((c) => [
        c,
        { uvp: { GG: uvp[c]! }, special_color: {}, special_lengths: { GG: {} } },
      ]),
    ),
    // No product story: the card shows the generated image and links to the waitlist page.
    products: [
      {
        filterAlloy: ['yellow_gold'],
        fullSlug: 'partner/ring-des-jahres',
        imageMain: image,
        type: 'ring',
        names,
      },
    ],
  });
}

function serviceGroup(
  s: ServiceSeed,
  image: string | null,
  groups: GroupRow[],
  skus: SkuRow[],
  prices: PriceRow[],
) {
  const uuid = shopGroupUuid(s.code);
  const names: CommerceNames = {};
  const productNames: CommerceNames = {};
  for (const lang of LANGUAGES) {
    names[lang] = { name: s.names[lang], name2: '', unitLabel: s.unit[lang] };
    productNames[lang] = { name: s.names[lang], name2: '' };
  }
  skus.push({
    code: s.code,
    group_uuid: uuid,
    name: s.names.de,
    image_url: image,
    weight_grams: s.weight,
    metadata: { delivery_time: 1 },
  });
  for (const currency of SHOP_CURRENCIES)
    prices.push({
      sku_code: s.code,
      currency_code: currency,
      amount_cents: cents(s.prices[currency], currency),
    });
  groups.push({
    uuid,
    sku_prefix: s.code.slice(0, 7),
    meta_type: 'service_item',
    product_type: s.type,
    names,
    metal_colors: [],
    alloys: [],
    base_skus: {},
    article_lengths: {},
    special_lengths: {},
    surcharges: Object.fromEntries(SHOP_CURRENCIES.map((c) => [c, { uvp: {} }])),
    products: [
      { filterAlloy: [], fullSlug: '', imageMain: image, type: s.type, names: productNames },
    ],
    is_default_assortment: false,
    order_quantity: s.orderQuantity,
    max_quantity: s.maxQuantity,
    article_number: s.code,
  });
}

export interface ShopSeedSummary {
  groups: number;
  skus: number;
  seeded: boolean;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Shopping streets per country; Swiss cities by their language. */
const STREETS: Record<string, readonly string[]> = {
  DE: ['Maximilianstraße', 'Königsallee', 'Jungfernstieg', 'Goethestraße', 'Kaufingerstraße'],
  AT: ['Kärntner Straße', 'Graben', 'Kohlmarkt', 'Getreidegasse', 'Herrengasse'],
  CH: ['Bahnhofstrasse', 'Marktgasse', 'Freie Strasse', 'Spitalgasse'],
  'CH-fr': ['Rue du Rhône', 'Rue de Bourg', 'Grand-Rue', 'Rue du Marché'],
  'CH-it': ['Via Nassa', 'Piazza Grande', 'Viale Stazione', 'Via Pretorio'],
  JP: ['Ginza', 'Shinsaibashi', 'Sakae', 'Motomachi', 'Tenjin'],
  KR: ['Apgujeong-ro', 'Cheongdam-dong', 'Myeongdong-gil', 'Gwangbok-ro'],
  CN: ['Nanjing Road', 'Huaihai Road', 'Wangfujing Street', 'Tianhe Road'],
};
const FRENCH_SWISS = new Set(['Genève', 'Lausanne', 'Montreux']);
const ITALIAN_SWISS = new Set(['Lugano', 'Locarno', 'Bellinzona']);

function streetOf(id: number, country: string, city: string): string {
  const key =
    country === 'CH' && FRENCH_SWISS.has(city)
      ? 'CH-fr'
      : country === 'CH' && ITALIAN_SWISS.has(city)
        ? 'CH-it'
        : country;
  const names = STREETS[key] ?? STREETS.DE!;
  const name = names[id % names.length]!;
  // East Asian addresses put block and building numbers after the district.
  return ['JP', 'KR', 'CN'].includes(country)
    ? `${name} ${(id % 9) + 1}-${(id % 7) + 2}`
    : `${name} ${((id * 7) % 120) + 1}`;
}

function zipOf(id: number, country: string): string {
  switch (country) {
    case 'DE':
      return String(10000 + ((id * 811) % 89999)).padStart(5, '0');
    case 'AT':
      return String(1000 + ((id * 37) % 8999));
    case 'CH':
      return String(1000 + ((id * 53) % 8999));
    case 'JP':
      return `${100 + (id % 899)}-${String((id * 13) % 9999).padStart(4, '0')}`;
    default:
      return String(10000 + ((id * 97) % 89999));
  }
}

/** Street addresses for the seeded locations (orders carry full addresses). */
async function seedAddresses(db: Db): Promise<void> {
  const rows = await db
    .select({ id: locations.id, country: locations.country, city: locations.city })
    .from(locations)
    .where(eq(locations.street, ''));
  for (const row of rows)
    await db
      .update(locations)
      .set({
        street: streetOf(row.id, row.country, row.city),
        zip_code: zipOf(row.id, row.country),
      })
      .where(eq(locations.id, row.id));
}

/** The ring of the year and the service items: the articles without a product story. */
function storylessGroups(images: Map<string, string>) {
  const groups: GroupRow[] = [];
  const skus: SkuRow[] = [];
  const prices: PriceRow[] = [];
  ringOfTheYear(images.get(RING_OF_THE_YEAR) ?? null, groups, skus, prices);
  for (const s of SERVICE_ITEMS) serviceGroup(s, images.get(s.code) ?? null, groups, skus, prices);
  return { groups, skus, prices };
}

/**
 * A database seeded before these articles had images gets them: the group's product entry and
 * the SKUs' line-item image, only where still empty, so edits stay.
 */
async function fillStorylessImages(db: Db, groups: GroupRow[], skus: SkuRow[]): Promise<void> {
  for (const g of groups) {
    if (!g.products[0]?.imageMain) continue;
    await db
      .update(commerce_product_groups)
      .set({ products: g.products })
      .where(
        and(
          eq(commerce_product_groups.uuid, g.uuid),
          sql`${commerce_product_groups.products} = '[]'::jsonb`,
        ),
      );
  }
  for (const k of skus) {
    if (!k.image_url) continue;
    await db
      .update(commerce_skus)
      .set({ image_url: k.image_url })
      .where(and(eq(commerce_skus.code, k.code), isNull(commerce_skus.image_url)));
  }
}

export async function seedShop(
  db: Db,
  options: { contentDir?: string } = {},
): Promise<ShopSeedSummary> {
  await seedAddresses(db);
  const storyless = storylessGroups(await loadShopImages(options.contentDir));
  const [existing] = await db.select({ n: count() }).from(commerce_product_groups);
  if ((existing?.n ?? 0) > 0) {
    await fillStorylessImages(db, storyless.groups, storyless.skus);
    return { groups: existing!.n, skus: 0, seeded: false };
  }
  const groups: GroupRow[] = [];
  const skus: SkuRow[] = [];
  const prices: PriceRow[] = [];
  for (const p of await loadContentProducts(options.contentDir))
    jewelryGroup(p, groups, skus, prices);
  groups.push(...storyless.groups);
  skus.push(...storyless.skus);
  prices.push(...storyless.prices);
  await db.transaction(async (tx) => {
    await insertChunks(groups, (c) => tx.insert(commerce_product_groups).values(c));
    await insertChunks(skus, (c) => tx.insert(commerce_skus).values(c));
    await insertChunks(prices, (c) => tx.insert(commerce_prices).values(c));
    await tx.insert(commerce_sku_options).values(
      SHOP_CURRENCIES.flatMap((currency) =>
        ([1, 2, 3] as const).map((n) => ({
          id: `so-eng-${n}-${currency.toLowerCase()}`,
          name: ENGRAVING_NAMES[n],
          currency_code: currency,
          price_amount_cents: cents(ENGRAVING[n][currency], currency),
          sku_code_regex: '^(10|20|50)-',
          engraving_no: n,
        })),
      ),
    );
    for (const [position, { market, currency }] of MARKETS.entries()) {
      const id = `sm-${market.toLowerCase()}`;
      await tx.insert(commerce_shipping_methods).values({
        id,
        name: 'Versicherter Versand',
        market,
        currency_code: currency,
        scheme: 'weight_tiered',
        position,
      });
      await tx.insert(commerce_shipping_weight_tiers).values(
        TIERS.map((t, i) => ({
          id: `${id}-${i + 1}`,
          shipping_method_id: id,
          name: t.name,
          up_to: t.up_to,
          price_amount_cents: cents(TIER_PRICES[currency][i]!, currency),
        })),
      );
      await tx.insert(commerce_payment_methods).values({
        id: `pm-${market.toLowerCase()}`,
        market,
        name: 'Rechnung',
        payment_terms: 'Rechnung, 30 Tage netto',
      });
    }
    // A third of the numbers sold (every third), the rest free.
    await tx.insert(commerce_limit_numbers).values(
      Array.from({ length: RING_OF_THE_YEAR_NUMBERS }, (_, i) => ({
        sku_prefix: RING_OF_THE_YEAR,
        number: i + 1,
        sold: (i + 1) % 3 === 0,
      })),
    );
  });
  return { groups: groups.length, skus: skus.length, seeded: true };
}
