import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import {
  DEFAULT_FILTER_GROUPS,
  FILTER_GROUPS,
  filterGroupValues,
  type FilterableProductType,
} from '@maison/domain/products/filters';
import type { FilterPanel, ProductListLabels } from './ProductList';
import type { ProductSummary } from './summary';

const CLASP_SUFFIX = '_clasp';

/** The filter panels of a list, labelled in the locale; panels without options are left out. */
export async function filterPanels(
  locale: Locale,
  productType: string,
  requested: readonly string[] | null | undefined,
  products: readonly ProductSummary[],
): Promise<FilterPanel[]> {
  const t = await getTranslations({ locale, namespace: 'filters' });
  const groupIds = requested?.length
    ? requested
    : (DEFAULT_FILTER_GROUPS[productType as FilterableProductType] ?? []);
  const filters = products.map((product) => product.filters);
  return groupIds.flatMap((groupId) => {
    if (!FILTER_GROUPS[groupId]) return [];
    const values = filterGroupValues(groupId, filters);
    if (values.length === 0) return [];
    const label = (value: string) => {
      if (
        groupId === 'braceletClasp' &&
        value !== 'flexible_gold' &&
        value.endsWith(CLASP_SUFFIX)
      ) {
        const name = value.slice(0, -CLASP_SUFFIX.length).replace(/_/g, ' ');
        return t('braceletClasp.productClasp', {
          product: name.charAt(0).toUpperCase() + name.slice(1),
        });
      }
      return t(`${groupId}.values.${value}` as 'alloy.values.white_gold');
    };
    return [
      {
        groupId,
        title: t(`${groupId}.title` as 'alloy.title'),
        options: values.map((value) => ({ value, label: label(value) })),
      },
    ];
  });
}

/** Numbers tried for a representative of each plural category (CLDR's examples lie below). */
const PLURAL_SAMPLE_LIMIT = 200;

/**
 * A count's text for each plural category of the locale, with '{count}' where the number goes:
 * the list counts its matches on the client, without the messages.
 */
export function pluralTemplates(
  locale: Locale,
  format: (count: number) => string,
): ProductListLabels['count'] {
  const rules = new Intl.PluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories.length;
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  // Until every category has its text: one or two numbers for our locales.
  for (let n = 0; n <= PLURAL_SAMPLE_LIMIT && Object.keys(templates).length < categories; n += 1) {
    const category = rules.select(n);
    templates[category] ??= format(n).replace(String(n), '{count}');
  }
  return { ...templates, other: templates.other ?? format(0).replace('0', '{count}') };
}

export async function productListLabels(locale: Locale): Promise<ProductListLabels> {
  const t = await getTranslations({ locale, namespace: 'product-list' });
  const tp = await getTranslations({ locale, namespace: 'product' });
  return {
    filters: t('filters'),
    loading: t('loading'),
    noResult: t('no-filter-result'),
    reset: t('reset'),
    count: pluralTemplates(locale, (count) => t('count', { count })),
    limited: tp('limited'),
    priceOnRequest: tp('priceOnRequest.label'),
  };
}
