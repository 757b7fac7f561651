/** 000 §3, 001 §9: the product types that have filter panels. */
export const FILTERABLE_PRODUCT_TYPES = ['ring', 'bracelet', 'earrings', 'necklace'] as const;
export type FilterableProductType = (typeof FILTERABLE_PRODUCT_TYPES)[number];

export type FilterType = 'boolean' | 'multi';

export interface FilterGroupDefinition {
  id: string;
  /** The product content field the group reads. */
  field: string;
  type: FilterType;
  /** Known values (000 §9); a group without fixed values offers those found on the products. */
  values: readonly string[];
}

const multi = (id: string, field: string, values: readonly string[]): FilterGroupDefinition => ({
  id,
  field,
  type: 'multi',
  values,
});
const flag = (id: string): FilterGroupDefinition => ({
  id,
  field: id,
  type: 'boolean',
  values: ['true'],
});

/** 000 §3, 000 §9, 001 §9: every filter group with its product field and values. */
export const FILTER_GROUPS: Record<string, FilterGroupDefinition> = {
  alloy: multi('alloy', 'filterAlloy', ['white_gold', 'yellow_gold']),
  ringWidth: multi('ringWidth', 'filterRingWidth', ['narrow', 'wide']),
  ringDiamonds: multi('ringDiamonds', 'filterRingDiamonds', ['multiple', 'solitaire', 'none']),
  ringDesign: multi('ringDesign', 'filterRingDesign', ['modern', 'romantic', 'classic', 'dynamic']),
  ringEnamelColor: multi('ringEnamelColor', 'filterRingEnamelColor', [
    'red',
    'yellow',
    'orange',
    'rose',
    'blue',
    'green',
    'white',
    'black',
  ]),
  // `{product}_clasp` names a product, so its values come from the products themselves.
  braceletClasp: multi('braceletClasp', 'filterBraceletClasp', []),
  earringsType: multi('earringsType', 'filterEarringsType', ['hoop_earrings', 'ear_studs']),
  necklaceGeneration: multi('necklaceGeneration', 'filterNecklaceGeneration', [
    'classic',
    'brilliance_of_the_sun',
    'pure_delight',
    'silken_delight',
  ]),
  isLimited: flag('isLimited'),
  hasHeartSymbol: flag('hasHeartSymbol'),
  hasEnamel: flag('hasEnamel'),
  hasMultipleDiamonds: flag('hasMultipleDiamonds'),
};

/** The panels offered per product type when the block does not choose them. */
export const DEFAULT_FILTER_GROUPS: Record<FilterableProductType, readonly string[]> = {
  ring: [
    'alloy',
    'ringWidth',
    'ringDiamonds',
    'ringDesign',
    'ringEnamelColor',
    'isLimited',
    'hasHeartSymbol',
  ],
  bracelet: ['alloy', 'braceletClasp', 'hasEnamel'],
  earrings: ['alloy', 'earringsType', 'hasMultipleDiamonds'],
  necklace: ['alloy', 'necklaceGeneration', 'hasEnamel'],
};

/** 000 §3: the product filter state. */
export interface ProductFilter {
  productType: string;
  groupId: string;
  type: FilterType;
  activeItemIDs: string[];
}

/** Filterable fields of a product's content. */
export type FilterableProduct = Record<string, unknown>;

/**
 * A product matches when it matches every group with active items; inside a group any active
 * item is enough (a boolean group's only item is `true`).
 */
export function matchesFilters(
  product: FilterableProduct,
  filters: readonly ProductFilter[],
): boolean {
  return filters.every((filter) => {
    if (filter.activeItemIDs.length === 0) return true;
    const group = FILTER_GROUPS[filter.groupId];
    if (!group) return true;
    const value = product[group.field];
    if (filter.type === 'boolean') return value === true;
    const values = Array.isArray(value) ? value : value == null ? [] : [value];
    return values.some((item) => filter.activeItemIDs.includes(String(item)));
  });
}

/** The values a group offers: its fixed values, or those present on the products. */
export function filterGroupValues(
  groupId: string,
  products: readonly FilterableProduct[],
): readonly string[] {
  const group = FILTER_GROUPS[groupId];
  if (!group) return [];
  if (group.values.length > 0) return group.values;
  const found = new Set<string>();
  for (const product of products) {
    const value = product[group.field];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item) found.add(item);
    }
  }
  return [...found].sort();
}

/** Reads the filters from a URL query (`?alloy=white_gold,yellow_gold&isLimited=true`). */
export function filtersFromQuery(
  query: URLSearchParams,
  productType: string,
  groupIds: readonly string[],
): ProductFilter[] {
  return groupIds.flatMap((groupId) => {
    const group = FILTER_GROUPS[groupId];
    if (!group) return [];
    const raw = query.get(groupId);
    const activeItemIDs = raw ? raw.split(',').filter(Boolean) : [];
    return [{ productType, groupId, type: group.type, activeItemIDs }];
  });
}

/** Writes the active filters into a URL query, keeping its other parameters. */
export function filtersToQuery(
  filters: readonly ProductFilter[],
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const filter of filters) {
    if (filter.activeItemIDs.length > 0) query.set(filter.groupId, filter.activeItemIDs.join(','));
    else query.delete(filter.groupId);
  }
  return query;
}

/** Toggles one item of one group, returning the new state. */
export function toggleFilterItem(
  filters: readonly ProductFilter[],
  groupId: string,
  itemId: string,
): ProductFilter[] {
  return filters.map((filter) => {
    if (filter.groupId !== groupId) return filter;
    const active = filter.activeItemIDs.includes(itemId);
    return {
      ...filter,
      activeItemIDs: active
        ? filter.activeItemIDs.filter((id) => id !== itemId)
        : [...filter.activeItemIDs, itemId],
    };
  });
}
