'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DATE_RANGES, dateRangeBounds, type DateRange } from '@maison/domain/portal/dates';
import { FILTER_NONE, FILTER_VALUES, type FilterId } from '@maison/domain/portal/filters';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { SearchInput } from '@/ui/SearchInput';
import { GROUP_BY_COLUMNS, type GroupBy } from './definitions';
import styles from './toolbar.module.css';

/** The label key of a filter value: enumerations share the column value names. */
function valueLabelKey(filter: FilterId, value: string): string {
  if (filter === 'article_type') return `values.article-type.${value}`;
  if (filter === 'order_type') return `values.order-type.${value}`;
  return `filters.${filter}.${value}`;
}

export interface ToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filters: readonly FilterId[];
  values: Readonly<Partial<Record<FilterId, string>>>;
  onFilter: (id: FilterId, value: string) => void;
  dateRange: DateRange;
  onDateRange: (value: DateRange) => void;
  /** The browser's day (YYYY-MM-DD), for the date-range labels. */
  today: string;
  groupBy: GroupBy;
  onGroupBy: (value: GroupBy) => void;
  /** The selection's buttons (clear selection, bulk actions), at the row's end. */
  children?: ReactNode;
}

/**
 * 002 §2: the table's search box, filter dropdowns (none = no filter), the date range (current
 * year and the 3 before) and the optional group-by.
 */
export function Toolbar(props: ToolbarProps) {
  const t = useTranslations('partnerportal');
  const filterItems = (id: FilterId): DropdownOption[] => [
    { value: FILTER_NONE, label: t('filters.all') },
    ...FILTER_VALUES[id].map((value) => ({ value, label: t(valueLabelKey(id, value)) })),
  ];
  const dateItems: DropdownOption[] = DATE_RANGES.map((value) => {
    const bounds = dateRangeBounds(value, props.today);
    return {
      value,
      label: bounds
        ? t('filters.date_range.year', { year: bounds.gte.slice(0, 4) })
        : t('filters.date_range.none'),
    };
  });
  return (
    <div className={styles.toolbar}>
      <div className={styles.filters} role="search" aria-label={t('table.filters-label')}>
        <SearchInput
          value={props.search}
          onValueChange={props.onSearch}
          label={t('table.search-label')}
          placeholder={t('table.search-placeholder')}
          className={styles.search}
          data-testid="table-search"
        />
        {props.filters.map((id) => (
          <Dropdown
            key={id}
            label={t(`filters.${id}.label`)}
            items={filterItems(id)}
            value={props.values[id] ?? FILTER_NONE}
            onValueChange={(value) => props.onFilter(id, value)}
            className={styles.filter}
            id={`filter-${id}`}
          />
        ))}
        <Dropdown
          label={t('filters.date_range.label')}
          items={dateItems}
          value={props.dateRange}
          onValueChange={(value) => props.onDateRange(value as DateRange)}
          className={styles.filter}
          id="filter-date_range"
        />
        <Dropdown
          label={t('group-by.label')}
          items={[
            { value: 'none', label: t('group-by.none') },
            ...GROUP_BY_COLUMNS.map((value) => ({ value, label: t(`group-by.${value}`) })),
          ]}
          value={props.groupBy}
          onValueChange={(value) => props.onGroupBy(value as GroupBy)}
          className={styles.filter}
          id="group-by"
        />
      </div>
      <div className={styles.toolbarActions}>{props.children}</div>
    </div>
  );
}
