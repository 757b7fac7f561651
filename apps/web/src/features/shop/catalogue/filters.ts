import {
  METAL_COLORS,
  SHOP_PRODUCT_TYPES,
  type MetalColor,
  type ProductGroup,
} from '@maison/domain/shop';

/**
 * The product list's filters (001 §2 "top filter bar and a sidebar", docs/shop.md "Pages"):
 * product type (service items as a type of their own), metal colours and limited only. Applied
 * in the browser: the whole assortment is one answer.
 */

/** The product types of the filter bar and the sidebar, service items last. */
const CATALOGUE_TYPES = [...SHOP_PRODUCT_TYPES, 'service_item'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

export interface CatalogueFilter {
  /** One product type, or null for all. */
  type: CatalogueType | null;
  /** Groups offered in any of these colours; empty for all. */
  metals: readonly MetalColor[];
  limitedOnly: boolean;
}

export const NO_FILTER: CatalogueFilter = { type: null, metals: [], limitedOnly: false };

export function catalogueType(group: ProductGroup): CatalogueType {
  return group.metaType === 'service_item' ? 'service_item' : group.productType;
}

function matchesMetalAndLimited(group: ProductGroup, filter: CatalogueFilter): boolean {
  if (filter.limitedOnly && !group.isLimited) return false;
  return filter.metals.length === 0 || filter.metals.some((m) => group.metalColors.includes(m));
}

export function filterGroups(
  groups: readonly ProductGroup[],
  filter: CatalogueFilter,
): ProductGroup[] {
  return groups.filter(
    (g) =>
      (filter.type === null || catalogueType(g) === filter.type) &&
      matchesMetalAndLimited(g, filter),
  );
}

export interface TypeCount {
  type: CatalogueType;
  count: number;
}

/**
 * The sidebar: every type the assortment holds, in CATALOGUE_TYPES order, with the number of
 * its groups under the metal and limited filters (the type filter is what the sidebar sets).
 */
export function typeCounts(groups: readonly ProductGroup[], filter: CatalogueFilter): TypeCount[] {
  const present = new Set(groups.map(catalogueType));
  return CATALOGUE_TYPES.filter((type) => present.has(type)).map((type) => ({
    type,
    count: groups.filter((g) => catalogueType(g) === type && matchesMetalAndLimited(g, filter))
      .length,
  }));
}

/** The metal colours the assortment offers, in lookup order. */
export function offeredMetals(groups: readonly ProductGroup[]): MetalColor[] {
  return METAL_COLORS.filter((m) => groups.some((g) => g.metalColors.includes(m)));
}

export function toggleMetal(filter: CatalogueFilter, metal: MetalColor): CatalogueFilter {
  const metals = filter.metals.includes(metal)
    ? filter.metals.filter((m) => m !== metal)
    : METAL_COLORS.filter((m) => m === metal || filter.metals.includes(m));
  return { ...filter, metals };
}

export function isFiltered(filter: CatalogueFilter): boolean {
  return filter.type !== null || filter.metals.length > 0 || filter.limitedOnly;
}
