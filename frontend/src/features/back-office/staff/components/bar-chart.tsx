import { VisuallyHidden } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { staffCopy } from '@taxback/shared/copy-staff';

const text = staffCopy.adminSeason;

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export interface ChartCategory {
  key: string;
  /** The full label, in the table and the bar's tooltip. */
  label: string;
  /** A short label under the axis; empty to leave the bar unlabelled. */
  tick: string;
}

interface BarChartProps {
  title: string;
  /** The chart said in a sentence: the text alternative of the picture. */
  summary: string;
  categories: ChartCategory[];
  series: ChartSeries[];
  value: (category: string, series: string) => number;
  format: (value: number) => string;
  /** Stacked: one bar per category with a segment per series; grouped: a bar per series side by side. */
  layout: 'stacked' | 'grouped';
  /** What follows the picture (links to the filtered claims, a note). */
  children?: ReactNode;
  categoryHeading: string;
  /** The values are counts: no axis line at a fraction. */
  wholeNumbers?: boolean;
}

const WIDTH = 760;
const HEIGHT = 220;
const LEFT = 56;
const BOTTOM = 28;
const TOP = 12;

/** A round top of the value axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Bars drawn as SVG, with the picture said in words (its title and description) and the same figures as a table
 * (under "Table view"), so no figure is only in the picture.
 */
export function BarChart(props: BarChartProps) {
  const { categories, series, value, format, layout } = props;
  const id = useId();
  const totals = categories.map((category) => series.reduce((sum, entry) => sum + value(category.key, entry.key), 0));
  const highest =
    layout === 'stacked'
      ? Math.max(0, ...totals)
      : Math.max(0, ...categories.flatMap((category) => series.map((entry) => value(category.key, entry.key))));
  const top = niceMax(highest);
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(categories.length, 1);
  const barWidth = slot * 0.7;
  const y = (amount: number) => TOP + plotHeight - (amount / top) * plotHeight;
  // A line halfway only where it falls on a whole number (counts of 1 or 5 have none).
  const ticks = props.wholeNumbers && !Number.isInteger(top / 2) ? [0, 1] : [0, 0.5, 1];
  const lastIndex = categories.length - 1;

  return (
    <figure className="season-chart" aria-labelledby={`${id}-title`}>
      <h2 className="season-chart__title" id={`${id}-title`}>
        {props.title}
      </h2>
      <p className="season-chart__summary" id={`${id}-summary`}>
        {props.summary}
      </p>
      <svg
        className="season-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-summary`}
      >
        <title id={`${id}-svg-title`}>{props.title}</title>
        {ticks.map((share) => (
          <g key={share}>
            <line className="season-chart__grid" x1={LEFT} x2={WIDTH} y1={y(top * share)} y2={y(top * share)} />
            <text className="season-chart__axis" x={LEFT - 6} y={y(top * share) + 4} textAnchor="end">
              {format(top * share)}
            </text>
          </g>
        ))}
        {categories.map((category, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={category.key}>
              {series.map((entry, position) => {
                const amount = value(category.key, entry.key);
                if (amount <= 0) return null;
                const width = layout === 'stacked' ? barWidth : barWidth / series.length;
                const left = layout === 'stacked' ? x : x + position * width;
                const from = layout === 'stacked' ? base : 0;
                base += amount;
                return (
                  <rect
                    key={entry.key}
                    x={left}
                    width={Math.max(width - (layout === 'grouped' ? 1 : 0), 1)}
                    y={y(from + amount)}
                    height={Math.max(y(from) - y(from + amount), 1)}
                    fill={entry.colour}
                  >
                    <title>{`${category.label} · ${entry.label}: ${format(amount)}`}</title>
                  </rect>
                );
              })}
              {category.tick && (
                <text
                  className="season-chart__axis"
                  x={index === lastIndex ? x + barWidth : x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor={index === lastIndex ? 'end' : 'middle'}
                >
                  {category.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="season-chart__legend">
        {series.map((entry) => (
          <li key={entry.key}>
            <span className="season-chart__swatch" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
      {props.children}
      <details className="season-chart__table">
        <summary>{text.tableView}</summary>
        <div className="season-chart__scroll" tabIndex={0} role="region" aria-label={props.title}>
          <table>
            <VisuallyHidden as="caption">{props.title}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{props.categoryHeading}</th>
                {series.map((entry) => (
                  <th scope="col" key={entry.key}>
                    {entry.label}
                  </th>
                ))}
                {layout === 'stacked' && <th scope="col">{text.total}</th>}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => (
                <tr key={category.key}>
                  <th scope="row">{category.label}</th>
                  {series.map((entry) => (
                    <td key={entry.key}>{format(value(category.key, entry.key))}</td>
                  ))}
                  {layout === 'stacked' && <td>{format(totals[index]!)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
