import type { FilterQuery } from './types';

/** Storyblok's filter_query operations (CDA v2 "Filter Queries"). */
export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

const OR = '__or';

export function isFilterOperation(value: string): value is FilterOperation {
  return (FILTER_OPERATIONS as readonly string[]).includes(value);
}

/** Thrown for a filter_query the API cannot evaluate (answered 422, like Storyblok). */
export class FilterQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterQueryError';
  }
}

/**
 * Reads `filter_query[field][op]=value` and `filter_query[__or][i][field][op]=value` from a
 * query string into the nested object the client libraries send.
 */
export function parseFilterQuery(search: URLSearchParams): FilterQuery | undefined {
  let result: FilterQuery | undefined;
  for (const [key, value] of search) {
    if (!key.startsWith('filter_query[')) continue;
    const parts = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
    result ??= {};
    if (parts[0] === OR && parts.length === 4) {
      const [, index, field, op] = parts as [string, string, string, string];
      const list = (result[OR] ??= []) as FilterQuery[];
      const branch = (list[Number(index)] ??= {});
      ((branch[field] ??= {}) as Record<string, string>)[op] = value;
    } else if (parts.length === 2) {
      const [field, op] = parts as [string, string];
      ((result[field] ??= {}) as Record<string, string>)[op] = value;
    } else {
      throw new FilterQueryError(`Unsupported filter_query parameter: ${key}`);
    }
  }
  return result;
}

/** The inverse of parseFilterQuery: query-string pairs for a filter object. */
export function filterQueryEntries(filter: FilterQuery): [string, string][] {
  const entries: [string, string][] = [];
  for (const [field, spec] of Object.entries(filter)) {
    if (Array.isArray(spec)) {
      spec.forEach((branch, i) => {
        for (const [key, value] of filterQueryEntries(branch)) {
          entries.push([`filter_query[${OR}][${i}]${key.slice('filter_query'.length)}`, value]);
        }
      });
    } else {
      for (const [op, value] of Object.entries(spec)) {
        entries.push([`filter_query[${field}][${op}]`, value]);
      }
    }
  }
  return entries;
}

/** Throws FilterQueryError for unknown operations, so bad input fails before any query runs. */
export function validateFilterQuery(filter: FilterQuery): void {
  for (const [field, spec] of Object.entries(filter)) {
    if (Array.isArray(spec)) {
      if (field !== OR) throw new FilterQueryError(`Unsupported filter_query field: ${field}`);
      spec.forEach(validateFilterQuery);
      continue;
    }
    for (const op of Object.keys(spec)) {
      if (!isFilterOperation(op)) throw new FilterQueryError(`Unsupported operation: ${op}`);
    }
  }
}

/** A content field by dotted path (`seo.title`, `body.0.component`). */
function fieldValue(content: Record<string, unknown>, field: string): unknown {
  let value: unknown = content;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function scalar(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 's');
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)
  );
}

function compare(value: unknown, op: FilterOperation, arg: string): boolean {
  const list = arg.split(',');
  const array = Array.isArray(value) ? value.map(scalar) : [];
  switch (op) {
    case 'is':
      switch (arg) {
        case 'empty_array':
          return Array.isArray(value) && value.length === 0;
        case 'not_empty_array':
          return Array.isArray(value) && value.length > 0;
        case 'empty':
          return isEmpty(value);
        case 'not_empty':
          return !isEmpty(value);
        case 'true':
          return value === true || value === 'true';
        case 'false':
          return value === false || value === 'false' || value === undefined;
        case 'null':
          return value === null || value === undefined;
        case 'not_null':
          return value !== null && value !== undefined;
        default:
          return scalar(value) === arg;
      }
    case 'in':
      return list.includes(scalar(value));
    case 'not_in':
      return !list.includes(scalar(value));
    case 'like':
      return likePattern(arg).test(scalar(value));
    case 'not_like':
      return !likePattern(arg).test(scalar(value));
    case 'any_in_array':
      return list.some((item) => array.includes(item));
    case 'all_in_array':
      return list.every((item) => array.includes(item));
    case 'gt_int':
      return Number.parseInt(scalar(value), 10) > Number.parseInt(arg, 10);
    case 'lt_int':
      return Number.parseInt(scalar(value), 10) < Number.parseInt(arg, 10);
    case 'gt_float':
      return Number.parseFloat(scalar(value)) > Number.parseFloat(arg);
    case 'lt_float':
      return Number.parseFloat(scalar(value)) < Number.parseFloat(arg);
    // Storyblok's date format is 'YYYY-MM-DD HH:mm'; both sides compare as instants.
    case 'gt_date':
      return Date.parse(scalar(value)) > Date.parse(arg);
    case 'lt_date':
      return Date.parse(scalar(value)) < Date.parse(arg);
  }
}

/** True when `content` passes every condition (and at least one `__or` branch when given). */
export function matchesFilterQuery(content: Record<string, unknown>, filter: FilterQuery): boolean {
  return Object.entries(filter).every(([field, spec]) => {
    if (Array.isArray(spec)) return spec.some((branch) => matchesFilterQuery(content, branch));
    const value = fieldValue(content, field);
    return Object.entries(spec).every(
      ([op, arg]) => isFilterOperation(op) && compare(value, op, arg),
    );
  });
}
