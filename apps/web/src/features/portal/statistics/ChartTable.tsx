import type { ChartSeries } from './charts';

/**
 * The chart's figures as a real table, for screen readers (visually hidden, always in the
 * DOM, also while the chart's script loads): one row per store or month, a column per year.
 */
export function ChartTable({
  caption,
  categoryLabel,
  categories,
  series,
  format,
}: {
  caption: string;
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
}) {
  return (
    <table className="visually-hidden" data-testid="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((s) => (
            <th key={s.year} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => {
              const value = s.values[i];
              return (
                <td key={s.year}>{value === null || value === undefined ? '–' : format(value)}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
