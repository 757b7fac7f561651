import {
  SEARCH_HIT_TYPES,
  SEARCH_METAL_COLORS,
  SEARCH_PRODUCT_TYPES,
  SEARCH_QUERY_MAX_LENGTH,
} from '@maison/domain/constants';
import type { SearchQuery } from './api';

/** What the results page's URL says: `s`, a 1-based `page` and the filters of 000 §3. */
export interface SearchPageParams {
  s: string;
  page: number;
  type?: (typeof SEARCH_HIT_TYPES)[number];
  metalColor?: (typeof SEARCH_METAL_COLORS)[number];
  isLimited?: boolean;
  productType?: (typeof SEARCH_PRODUCT_TYPES)[number];
}

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value);

/** A visitor's URL is read leniently: an unknown filter value is ignored, not an error page. */
export function readSearchParams(raw: Raw): SearchPageParams {
  const page = Number.parseInt(first(raw.page) ?? '', 10);
  return {
    s: (first(raw.s) ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    type: oneOf(SEARCH_HIT_TYPES, first(raw.type)),
    metalColor: oneOf(SEARCH_METAL_COLORS, first(raw.metalColor)),
    isLimited: first(raw.isLimited) === 'true' ? true : undefined,
    productType: oneOf(SEARCH_PRODUCT_TYPES, first(raw.productType)),
  };
}

/** The URL query of a state of the page (defaults left out). */
export function toQuery(params: SearchPageParams): Record<string, string> {
  const query: Record<string, string> = { s: params.s };
  if (params.page > 1) query.page = String(params.page);
  if (params.type) query.type = params.type;
  if (params.metalColor) query.metalColor = params.metalColor;
  if (params.isLimited) query.isLimited = 'true';
  if (params.productType) query.productType = params.productType;
  return query;
}

/** The API's query for a state of the page (its pages count from 0). */
export function toApiQuery(params: SearchPageParams, locale: SearchQuery['locale']): SearchQuery {
  return {
    q: params.s,
    locale,
    page: String(params.page - 1),
    type: params.type,
    metalColor: params.metalColor,
    isLimited: params.isLimited ? 'true' : undefined,
    productType: params.productType,
  };
}
