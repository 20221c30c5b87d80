import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import type { DaySeries } from './chart-series.ts';
import { progressScreenStrings as text } from './strings.ts';

interface DayChartProps {
  heading: string;
  /** Under the heading: the scale, the days asked. */
  note?: string;
  series: DaySeries;
  kind: 'line' | 'bar';
  low: number;
  high?: number;
  /** The table's value column. */
  valueColumn: string;
  /** Join the answers across unanswered days (measures asked on a few days only). */
  joinGaps?: boolean;
}

// Chartist draws bare SVG: its look comes from here (its own stylesheet is not loaded), in the theme's colours.
const chartStyles = (theme: Theme) => css`
  height: 180px;
  svg {
    display: block;
  }
  .ct-grid {
    stroke: ${theme.colors.border};
    stroke-width: 1px;
    stroke-dasharray: 2px;
  }
  .ct-label {
    color: ${theme.colors.textMuted};
    fill: ${theme.colors.textMuted};
    font-size: 0.75rem;
    line-height: 1;
  }
  .ct-label.ct-horizontal.ct-end {
    display: flex;
    justify-content: flex-start;
  }
  .ct-chart-bar .ct-label.ct-horizontal.ct-end {
    justify-content: center;
  }
  .ct-label.ct-vertical.ct-start {
    display: flex;
    justify-content: flex-end;
    align-items: flex-end;
  }
  .ct-line {
    fill: none;
    stroke: ${theme.colors.primary};
    stroke-width: 3px;
  }
  .ct-point {
    stroke: ${theme.colors.primary};
    stroke-width: 10px;
    stroke-linecap: round;
  }
  .ct-bar {
    stroke: ${theme.colors.primary};
    stroke-width: 10px;
  }
`;

/** One label in three when the days do not fit a phone's width. */
const sparseLabel = (count: number) => (value: string | number, index: number) =>
  count <= 10 || index % 3 === 0 ? value : null;

/**
 * A chart over the days with its text alternative: a sentence read first, and the numbers as a table under
 * 'Ver os números em tabela'. The chart itself is hidden from screen readers. Chartist loads with the first chart.
 */
export function DayChart({
  heading,
  note,
  series,
  kind,
  low,
  high,
  valueColumn,
  joinGaps = false,
}: DayChartProps) {
  const chartRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { labels, values } = series;
  const dataKey = JSON.stringify([labels, values, kind, low, high, joinGaps]);

  useEffect(() => {
    let cancelled = false;
    let detach: (() => void) | undefined;
    void import('chartist').then(({ BarChart, Interpolation, LineChart }) => {
      const element = chartRef.current;
      if (cancelled || element === null) return;
      const axisX = { labelInterpolationFnc: sparseLabel(labels.length), showGrid: kind === 'line' };
      // The axis labels are in rem: with large text (200%) the room around the plot grows with them, or the
      // top and last labels are cut off.
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const axisY = { onlyInteger: true, offset: Math.max(24, Math.ceil(rem * 1.5)) };
      const labelRoom = Math.max(12, Math.ceil(rem * 0.75));
      const chart =
        kind === 'line'
          ? new LineChart(
              element,
              { labels, series: [values] },
              {
                low,
                high,
                axisX,
                axisY,
                fullWidth: true,
                height: '180px',
                chartPadding: { top: labelRoom, right: labelRoom, bottom: 0, left: 0 },
                lineSmooth: Interpolation.none({ fillHoles: joinGaps }),
              },
            )
          : new BarChart(
              element,
              { labels, series: [values.map((value) => value ?? 0)] },
              {
                low,
                high,
                axisX,
                axisY,
                height: '180px',
                chartPadding: { top: labelRoom, right: Math.max(8, labelRoom - 4), bottom: 0, left: 0 },
              },
            );
      detach = () => {
        chart.detach();
      };
    });
    return () => {
      cancelled = true;
      detach?.();
    };
    // dataKey stands for the data: a new array of the same numbers draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey]);

  return (
    <figure
      aria-labelledby={headingId}
      css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space.sm, minWidth: 0 })}
    >
      <h3 id={headingId} css={(theme) => ({ fontSize: theme.fontSizes.md, margin: 0 })}>
        {heading}
      </h3>
      {note && (
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {note}
        </p>
      )}
      <p css={{ margin: 0 }}>{series.summary}</p>
      <div ref={chartRef} aria-hidden="true" css={chartStyles} />
      <details>
        <summary
          css={(theme) => ({
            cursor: 'pointer',
            minHeight: theme.sizes.touchTarget,
            display: 'flex',
            alignItems: 'center',
            color: theme.colors.primary,
            fontWeight: 600,
          })}
        >
          {text.table.show}
        </summary>
        <table
          css={(theme) => ({
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: theme.fontSizes.sm,
            'th, td': {
              textAlign: 'left',
              padding: `${theme.space.xs} ${theme.space.sm}`,
              borderBottom: `1px solid ${theme.colors.border}`,
            },
          })}
        >
          <caption css={{ textAlign: 'left', fontWeight: 600 }}>{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{text.table.day}</th>
              <th scope="col">{valueColumn}</th>
            </tr>
          </thead>
          <tbody>
            {series.rows.length === 0 ? (
              <tr>
                <td colSpan={2}>{text.table.none}</td>
              </tr>
            ) : (
              series.rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{row.value}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
