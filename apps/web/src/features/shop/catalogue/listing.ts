import { toCents, type MetalColor, type ProductGroup } from '@maison/domain/shop';
import type { ShopSku } from '../api';

/**
 * What a collapsed card shows of its prices: the trade price "from" (the lowest article-length
 * price; groups without lengths are priced by their base SKU, which only the SKU list knows) and
 * the recommended retail price "from". Minor units.
 */

export interface ListPrice {
  cents: number;
  /** Several prices exist: the card says "from". */
  from: boolean;
}

function lowest(cents: readonly number[]): ListPrice | null {
  if (cents.length === 0) return null;
  return { cents: Math.min(...cents), from: new Set(cents).size > 1 };
}

function colorsWithoutLengths(group: ProductGroup): MetalColor[] {
  return group.metalColors.filter((mc) => (group.articleLengths[mc]?.length ?? 0) === 0);
}

/** The base SKUs whose price the list needs (jewelry colours without article lengths). */
export function listSkuCodes(groups: readonly ProductGroup[]): string[] {
  const codes = groups.flatMap((g) =>
    g.metaType === 'service_item'
      ? []
      : colorsWithoutLengths(g).flatMap((mc) => {
          const code = g.baseSkus[mc];
          return code ? [code] : [];
        }),
  );
  return [...new Set(codes)].sort();
}

export function tradePrice(
  group: ProductGroup,
  currency: string,
  skus: ReadonlyMap<string, ShopSku>,
): ListPrice | null {
  if (group.metaType === 'service_item') return lowest([toCents(group.price, currency)]);
  const cents = group.metalColors.flatMap((mc) => {
    const lengths = group.articleLengths[mc] ?? [];
    if (lengths.length > 0) return lengths.map((l) => toCents(l.price, currency));
    const code = group.baseSkus[mc];
    const price = code ? skus.get(code)?.price_amount_cents : null;
    return typeof price === 'number' ? [price] : [];
  });
  return lowest(cents);
}

export function uvpPrice(group: ProductGroup, currency: string): ListPrice | null {
  return lowest(
    group.metalColors.flatMap((mc) => {
      const uvp = group.uvp[mc];
      return typeof uvp === 'number' && uvp > 0 ? [toCents(uvp, currency)] : [];
    }),
  );
}
