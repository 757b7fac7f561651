import {
  and,
  asc,
  commerce_limit_numbers,
  commerce_prices,
  commerce_product_groups,
  commerce_sku_options,
  commerce_skus,
  eq,
  inArray,
  sql,
  type CommerceProductGroupRow,
  type Db,
} from '@maison/db';
import {
  fromCents,
  type EngravingType,
  type JewelryGroup,
  type Limitation,
  type MetalColor,
  type ProductGroup,
  type ShopProductType,
} from '@maison/domain';

/**
 * The shop's catalogue structure (001 §3 "Product group", docs/shop.md "Catalogue"): groups are
 * ours (not a Commerce Layer resource), their prices are read from the engine's SKU prices and
 * sku_options in the requested currency, in major units.
 */

export const SHOP_LANGUAGES = ['de', 'en', 'ja', 'ko', 'zh-hans'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

type PriceMap = Map<string, number>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function group(
  row: CommerceProductGroupRow,
  language: ShopLanguage,
  currency: string,
  prices: PriceMap,
  engraving: Partial<Record<EngravingType, number>>,
): ProductGroup {
  const names = row.names[language] ?? row.names.de ?? { name: row.sku_prefix };
  const surcharges = row.surcharges[currency] ?? {};
  const major = (code: string) => {
    const cents = prices.get(code);
    return cents === undefined ? 0 : fromCents(cents, currency);
  };
  const colors = row.metal_colors as MetalColor[];
  const baseSkus = Object.fromEntries(colors.map((c) => [c, row.base_skus[c]!]));
  const articleLengths = Object.fromEntries(
    colors.map((c) => [
      c,
      (row.article_lengths[c] ?? []).map((length) => {
        const base = row.base_skus[c]!;
        const [prefix, head] = base.split('-');
        const rest = base.split('-').slice(2).join('-');
        const code = `${prefix}-${head}-${String(Math.round(length * 10)).padStart(4, '0')}-${rest}`;
        return { length, price: major(code) };
      }),
    ]),
  );
  const specialLengths = Object.fromEntries(
    colors.map((c) => [
      c,
      (row.special_lengths[c] ?? []).map((length) => ({
        length,
        price: surcharges.special_lengths?.[c]?.[String(length)] ?? 0,
      })),
    ]),
  );
  const common: JewelryGroup = {
    metaType: 'jewelry',
    uuid: row.uuid,
    name: names.name,
    productType: row.product_type as ShopProductType,
    metalColors: colors,
    alloys: row.alloys as JewelryGroup['alloys'],
    isLimited: row.is_limited,
    isRingOfTheYear: row.is_ring_of_the_year,
    skuPrefix: row.sku_prefix,
    baseSkus,
    articleLengths,
    specialLengths,
    allowEngraving: row.allow_engraving,
    engravingPrices:
      row.allow_engraving || row.has_default_engraving_power_bracelet ? engraving : {},
    standardEngraving: row.standard_engraving,
    allowSpecialColor: row.allow_special_color,
    specialColorPrices: row.allow_special_color ? (surcharges.special_color ?? {}) : {},
    hasDefaultEngravingPowerBracelet: row.has_default_engraving_power_bracelet,
    useSizeLabels: row.use_size_labels,
    uvp: surcharges.uvp ?? {},
    products: row.products.map((p) => ({
      filterAlloy: p.filterAlloy,
      fullSlug: p.fullSlug,
      imageMain: p.imageMain,
      name: p.names[language]?.name ?? p.names.de?.name ?? '',
      name2: p.names[language]?.name2 ?? p.names.de?.name2 ?? '',
      type: p.type as ShopProductType,
    })),
    isDefaultAssortment: row.is_default_assortment,
  };
  if (row.meta_type !== 'service_item') return common;
  const code = row.article_number ?? '';
  return {
    ...common,
    metaType: 'service_item',
    orderQuantity: row.order_quantity ?? 1,
    maxQuantity: row.max_quantity ?? 1,
    unitLabel: names.unitLabel ?? '',
    articleNumber: code,
    price: major(code),
  };
}

/** The product groups in `language` and `currency`: default assortment first, then by skuPrefix. */
export async function listProductGroups(
  db: Db,
  language: ShopLanguage,
  currency: string,
): Promise<ProductGroup[]> {
  const rows = await db
    .select()
    .from(commerce_product_groups)
    .orderBy(
      sql`${commerce_product_groups.is_default_assortment} desc`,
      asc(commerce_product_groups.sku_prefix),
    );
  const priceRows = await db
    .select({ code: commerce_prices.sku_code, cents: commerce_prices.amount_cents })
    .from(commerce_prices)
    .where(eq(commerce_prices.currency_code, currency));
  const prices: PriceMap = new Map(priceRows.map((p) => [p.code, p.cents]));
  const options = await db
    .select()
    .from(commerce_sku_options)
    .where(eq(commerce_sku_options.currency_code, currency));
  const engraving: Partial<Record<EngravingType, number>> = {};
  for (const o of options)
    engraving[o.engraving_no as EngravingType] = fromCents(o.price_amount_cents, currency);
  return rows.map((row) => group(row, language, currency, prices, engraving));
}

/**
 * The names of groups by uuid in `language` (German where a group has none in it): the commerce
 * data names its SKUs once, so mails name the lines as the cart does (cartEntries).
 */
export async function productGroupNames(
  db: Db,
  uuids: readonly string[],
  language: ShopLanguage,
): Promise<Record<string, string>> {
  const wanted = [...new Set(uuids.filter((uuid) => UUID.test(uuid)).map((u) => u.toLowerCase()))];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ uuid: commerce_product_groups.uuid, names: commerce_product_groups.names })
    .from(commerce_product_groups)
    .where(inArray(commerce_product_groups.uuid, wanted));
  const names: Record<string, string> = {};
  for (const row of rows) {
    const name = row.names[language]?.name || row.names.de?.name;
    if (name) names[row.uuid] = name;
  }
  return names;
}

/** One group by uuid, or null. */
export async function findProductGroup(
  db: Db,
  uuid: string,
  language: ShopLanguage,
  currency: string,
): Promise<ProductGroup | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select()
    .from(commerce_product_groups)
    .where(eq(commerce_product_groups.uuid, uuid.toLowerCase()));
  if (!row) return null;
  const priceRows = await db
    .select({ code: commerce_prices.sku_code, cents: commerce_prices.amount_cents })
    .from(commerce_prices)
    .innerJoin(commerce_skus, eq(commerce_skus.code, commerce_prices.sku_code))
    .where(
      and(eq(commerce_prices.currency_code, currency), eq(commerce_skus.group_uuid, row.uuid)),
    );
  const options = await db
    .select()
    .from(commerce_sku_options)
    .where(eq(commerce_sku_options.currency_code, currency));
  const engraving: Partial<Record<EngravingType, number>> = {};
  for (const o of options)
    engraving[o.engraving_no as EngravingType] = fromCents(o.price_amount_cents, currency);
  return group(
    row,
    language,
    currency,
    new Map(priceRows.map((p) => [p.code, p.cents])),
    engraving,
  );
}

/** 001 §7: per limited group, the numbers neither held by a cart nor sold, ascending. */
export async function listLimitations(db: Db): Promise<Limitation[]> {
  const groups = await db
    .select({ prefix: commerce_product_groups.sku_prefix })
    .from(commerce_product_groups)
    .where(eq(commerce_product_groups.is_limited, true))
    .orderBy(asc(commerce_product_groups.sku_prefix));
  const free = await db
    .select({ prefix: commerce_limit_numbers.sku_prefix, n: commerce_limit_numbers.number })
    .from(commerce_limit_numbers)
    .where(
      and(
        sql`${commerce_limit_numbers.line_item_id} is null`,
        eq(commerce_limit_numbers.sold, false),
      ),
    )
    .orderBy(asc(commerce_limit_numbers.sku_prefix), asc(commerce_limit_numbers.number));
  return groups.map(({ prefix }) => ({
    skuPrefix: prefix,
    limitNumbers: free.filter((f) => f.prefix === prefix).map((f) => f.n),
  }));
}
