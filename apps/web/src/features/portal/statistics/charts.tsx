'use client';

import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StatisticsPeriod } from '@maison/domain/portal/statistics';
import styles from './statistics.module.css';

/**
 * The statistics charts (Recharts, about 120 KiB gzip: loaded on the statistics page only, after
 * its first paint). Each year keeps one look in both charts, never colour alone (LOOK.md:
 * calm, two or three hues, the current year emphasised): the current year solid ink with round
 * markers, last year gold hatched / dashed with square markers, the year before open dotted /
 * dotted with triangles. Values are written beside the bars and shown on hover.
 */

export interface ChartSeries {
  year: number;
  /** The legend's and tooltip's name of the year. */
  label: string;
  /** One figure per category; null where the year has no figure (months to come). */
  values: (number | null)[];
}

export interface StatisticsChartProps {
  period: StatisticsPeriod;
  /** The chart's accessible name (its heading's text). */
  title: string;
  /** Stores (yearly) or month names (monthly). */
  categories: string[];
  /** Oldest year first; the last one is the current year. */
  series: ChartSeries[];
  format: (value: number) => string;
  axisLabel: { category: string; value: string };
}

interface YearLook {
  stroke: string;
  dash?: string;
  width: number;
  marker: 'circle' | 'square' | 'triangle';
}

/** By how many years a series lies back from the current one. */
const LOOKS: YearLook[] = [
  { stroke: 'var(--color-ink)', width: 2.5, marker: 'circle' },
  { stroke: 'var(--color-gold)', dash: '7 4', width: 2, marker: 'square' },
  { stroke: 'var(--color-ink-muted)', dash: '2 4', width: 2, marker: 'triangle' },
];

const lookOf = (back: number) => LOOKS[Math.min(back, LOOKS.length - 1)]!;
const key = (year: number) => `y${year}`;

function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-0`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" style={{ fill: 'var(--color-ink)' }} />
      </pattern>
      <pattern
        id={`${prefix}-1`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" style={{ fill: 'var(--color-gold)' }} />
        <line
          x1="0"
          y1="0"
          x2="0"
          y2="6"
          strokeWidth="2"
          style={{ stroke: 'var(--color-ground)' }}
        />
      </pattern>
      <pattern id={`${prefix}-2`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" style={{ fill: 'var(--color-ground)' }} />
        <circle cx="2.5" cy="2.5" r="1.2" style={{ fill: 'var(--color-ink-muted)' }} />
      </pattern>
    </defs>
  );
}

interface MarkerProps {
  cx?: number;
  cy?: number;
  value?: number | null;
}

function marker(look: YearLook) {
  function Marker({ cx, cy, value }: MarkerProps) {
    if (cx === undefined || cy === undefined || value === null || value === undefined) {
      return <g />;
    }
    const paint = { fill: 'var(--color-surface)', stroke: look.stroke, strokeWidth: 2 };
    if (look.marker === 'square') {
      return <rect x={cx - 4} y={cy - 4} width={8} height={8} style={paint} />;
    }
    if (look.marker === 'triangle') {
      return (
        <path d={`M${cx},${cy - 5} L${cx + 5},${cy + 4} L${cx - 5},${cy + 4} Z`} style={paint} />
      );
    }
    return <circle cx={cx} cy={cy} r={4} style={{ ...paint, fill: look.stroke }} />;
  }
  return Marker;
}

const MARKERS = LOOKS.map(marker);

/** The legend in the page's language: each year's swatch (pattern, or dash and marker). */
function YearLegend({
  period,
  series,
  prefix,
}: {
  period: StatisticsPeriod;
  series: ChartSeries[];
  prefix: string;
}) {
  const last = series.length - 1;
  return (
    <ul className={styles.legend}>
      {series.map((s, i) => {
        const back = Math.min(last - i, LOOKS.length - 1);
        const look = LOOKS[back]!;
        const Marker = MARKERS[back]!;
        return (
          <li key={s.year}>
            {period === 'yearly' ? (
              <svg width="16" height="12" aria-hidden="true">
                <rect
                  x="0.5"
                  y="0.5"
                  width="15"
                  height="11"
                  fill={`url(#${prefix}-${back})`}
                  style={{ stroke: look.stroke }}
                />
              </svg>
            ) : (
              <svg width="30" height="12" aria-hidden="true">
                <line
                  x1="0"
                  y1="6"
                  x2="30"
                  y2="6"
                  strokeWidth={look.width}
                  strokeDasharray={look.dash}
                  style={{ stroke: look.stroke }}
                />
                <Marker cx={15} cy={6} value={1} />
              </svg>
            )}
            {s.label}
          </li>
        );
      })}
    </ul>
  );
}

const tick = { fontSize: 12, fill: 'var(--color-ink-soft)' };

export default function StatisticsChart(props: StatisticsChartProps) {
  const prefix = useId().replace(/:/g, '');
  const data = props.categories.map((category, i) => {
    const point: Record<string, string | number | null> = { category };
    for (const s of props.series) point[key(s.year)] = s.values[i] ?? null;
    return point;
  });
  const last = props.series.length - 1;
  const tooltip = (
    <Tooltip
      formatter={(value) => (typeof value === 'number' ? props.format(value) : String(value))}
      contentStyle={{ borderColor: 'var(--color-hairline)', fontSize: 13 }}
    />
  );
  const legend = <YearLegend period={props.period} series={props.series} prefix={prefix} />;

  if (props.period === 'yearly') {
    // Horizontal bars: store names stay readable at 390 px, values sit at the bars' ends.
    const height = Math.max(220, props.categories.length * (props.series.length * 20 + 28) + 90);
    return (
      <>
        <BarChart
          responsive
          layout="vertical"
          data={data}
          title={props.title}
          style={{ width: '100%', height }}
          margin={{ top: 4, right: 56, bottom: 4, left: 4 }}
          barCategoryGap={10}
        >
          <Patterns prefix={prefix} />
          <CartesianGrid horizontal={false} stroke="var(--color-hairline)" />
          <XAxis
            type="number"
            tick={tick}
            tickFormatter={props.format}
            allowDecimals={false}
            label={{ value: props.axisLabel.value, position: 'insideBottom', offset: -2, ...tick }}
            height={44}
          />
          <YAxis type="category" dataKey="category" tick={tick} width={132} />
          {tooltip}
          {props.series.map((s, i) => (
            <Bar
              key={s.year}
              dataKey={key(s.year)}
              name={s.label}
              fill={`url(#${prefix}-${last - i})`}
              stroke={lookOf(last - i).stroke}
              isAnimationActive={false}
            >
              <LabelList
                dataKey={key(s.year)}
                position="right"
                formatter={(value: unknown) =>
                  typeof value === 'number' ? props.format(value) : ''
                }
                style={{ fontSize: 11, fill: 'var(--color-ink)' }}
              />
            </Bar>
          ))}
        </BarChart>
        {legend}
      </>
    );
  }

  return (
    <>
      <LineChart
        responsive
        data={data}
        title={props.title}
        style={{ width: '100%', height: 340 }}
        margin={{ top: 8, right: 16, bottom: 4, left: 4 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-hairline)" />
        <XAxis
          dataKey="category"
          tick={tick}
          label={{ value: props.axisLabel.category, position: 'insideBottom', offset: -2, ...tick }}
          height={44}
        />
        <YAxis tick={tick} tickFormatter={props.format} allowDecimals={false} width={84} />
        {tooltip}
        {props.series.map((s, i) => {
          const back = Math.min(last - i, LOOKS.length - 1);
          const look = LOOKS[back]!;
          return (
            <Line
              key={s.year}
              dataKey={key(s.year)}
              name={s.label}
              stroke={look.stroke}
              strokeWidth={look.width}
              strokeDasharray={look.dash}
              legendType={look.marker}
              dot={MARKERS[back]}
              activeDot={MARKERS[back]}
              connectNulls={false}
              isAnimationActive={false}
            />
          );
        })}
      </LineChart>
      {legend}
    </>
  );
}
