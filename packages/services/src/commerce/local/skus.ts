import {
  and,
  asc,
  commerce_prices,
  commerce_sku_options,
  commerce_skus,
  eq,
  inArray,
  type Db,
} from '@maison/db';
import { formatCents, fromCents } from '@maison/domain';
import type { CommerceSku } from '../types';
import { skuOption } from './shared';

/** The engine's catalogue resources: SKUs with their price and engraving options in `currency`. */
export async function listSkus(
  db: Db,
  currency: string,
  codes: readonly string[],
): Promise<CommerceSku[]> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ sku: commerce_skus, price: commerce_prices })
    .from(commerce_skus)
    .leftJoin(
      commerce_prices,
      and(
        eq(commerce_prices.sku_code, commerce_skus.code),
        eq(commerce_prices.currency_code, currency),
      ),
    )
    .where(inArray(commerce_skus.code, unique))
    .orderBy(asc(commerce_skus.code));
  const optionRows = await db
    .select()
    .from(commerce_sku_options)
    .where(eq(commerce_sku_options.currency_code, currency))
    .orderBy(asc(commerce_sku_options.engraving_no));
  return rows.map(({ sku, price }): CommerceSku => ({
    id: sku.code,
    code: sku.code,
    name: sku.name,
    description: null,
    image_url: sku.image_url,
    weight: sku.weight_grams,
    unit_of_weight: 'gr',
    do_not_ship: false,
    metadata: sku.metadata,
    prices: price
      ? [
          {
            id: `${sku.code}-${currency}`,
            currency_code: currency,
            sku_code: sku.code,
            amount_cents: price.amount_cents,
            amount_float: fromCents(price.amount_cents, currency),
            formatted_amount: formatCents(price.amount_cents, currency),
            compare_at_amount_cents: null,
          },
        ]
      : [],
    sku_options: optionRows
      .filter((o) => !o.sku_code_regex || new RegExp(o.sku_code_regex).test(sku.code))
      .map(skuOption),
  }));
}
