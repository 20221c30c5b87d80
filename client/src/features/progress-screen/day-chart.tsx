import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { AXIS_LABEL_REM, axisSizes, shownDayLabels } from './axis-labels.ts';
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
// The height grows with the text (axisSizes): 180 px, 9rem with larger text.
const chartStyles = (theme: Theme) => css`
  height: max(180px, 9rem);
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
    font-size: ${String(AXIS_LABEL_REM)}rem;
    line-height: 1;
    white-space: nowrap;
  }
  /* A day's label centred under its bar, or under its point (the box starts at the point). */
  .ct-label.ct-horizontal.ct-end {
    display: flex;
    justify-content: center;
  }
  .ct-chart-line .ct-label.ct-horizontal.ct-end {
    transform: translateX(-50%);
  }
  /* A value's label level with its grid line (the box ends at the line). */
  .ct-label.ct-vertical.ct-start {
    display: flex;
    justify-content: flex-end;
    align-items: flex-end;
    position: relative;
    top: 0.5em;
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
      // The axis labels are in rem: with large text (200%) the chart and the room around the plot grow with them,
      // the value ticks space out, and fewer day labels are written, so none is cut off or runs into the next.
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const size = axisSizes(rem);
      const rightPadding = kind === 'line' ? size.labelRoom : Math.max(8, size.labelRoom - 4);
      const stepsAcross = kind === 'line' ? Math.max(1, labels.length - 1) : Math.max(1, labels.length);
      // Read at each drawing: chartist draws again when the window is resized.
      const dayLabel = (value: unknown, index: number) => {
        const step = (element.clientWidth - size.yOffset - rightPadding) / stepsAcross;
        return shownDayLabels(labels, step, size.labelPx).has(index) ? String(value) : null;
      };
      const axisX = { labelInterpolationFnc: dayLabel, showGrid: kind === 'line', offset: size.xOffset };
      const axisY = { onlyInteger: true, offset: size.yOffset, scaleMinSpace: size.yTickSpace };
      const height = `${String(size.height)}px`;
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
                height,
                chartPadding: { top: size.labelRoom, right: rightPadding, bottom: 0, left: 0 },
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
                height,
                chartPadding: { top: size.labelRoom, right: rightPadding, bottom: 0, left: 0 },
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
