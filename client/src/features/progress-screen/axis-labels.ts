/**
 * How the charts' day axis stays legible at any text size (issue 23 item 6: text at 200% on a 360 px phone): the
 * chart grows with the text, and only as many day labels are written as fit side by side. Every day stays in the
 * table under 'Ver os números em tabela'.
 */

/** The axis labels' size, in rem (day-chart.tsx's `.ct-label`). */
export const AXIS_LABEL_REM = 0.75;

/** Days between written labels, smallest first: every day, every other day, …, once a week, … */
const STRIDES = [1, 2, 3, 5, 7, 10, 14, 21];

/** The width a day label needs on the axis: its digits (about 0.62 em each) and a gap of 0.6 em to the next. */
export function dayLabelRoom(text: string, labelPx: number): number {
  return (text.length * 0.62 + 0.6) * labelPx;
}

/**
 * The days whose label is written, by index: one every `stride` days from the first, the smallest stride at which
 * the widest label fits; the last day as well when it has the room after the one before it.
 * `step` is the axis length per day (the width of one bar, or between two points).
 */
export function shownDayLabels(labels: readonly string[], step: number, labelPx: number): Set<number> {
  const widest = Math.max(0, ...labels.map((label) => dayLabelRoom(label, labelPx)));
  const stride = STRIDES.find((every) => every * step >= widest) ?? labels.length;
  const shown = new Set<number>();
  for (let index = 0; index < labels.length; index += stride) shown.add(index);
  const last = labels.length - 1;
  const before = Math.max(...shown);
  if (last > before && (last - before) * step >= widest) shown.add(last);
  return shown;
}

export interface AxisSizes {
  /** The chart's height, px: 180 at the usual text size, growing with larger text. */
  height: number;
  /** Room under the plot for the day labels, px (chartist's axisX.offset; the label box is 10 px less). */
  xOffset: number;
  /** Room left of the plot for the values, px (axisY.offset). */
  yOffset: number;
  /** The least space between two value ticks, px (axisY.scaleMinSpace): one label and a gap. */
  yTickSpace: number;
  /** Room above and right of the plot for the top and last labels, px. */
  labelRoom: number;
  /** The labels' font size, px. */
  labelPx: number;
}

/** The chart's sizes for a root font size (16 px usually; 32 px with text at 200%). */
export function axisSizes(remPx: number): AxisSizes {
  const labelPx = remPx * AXIS_LABEL_REM;
  return {
    height: Math.max(180, Math.round(remPx * 9)),
    xOffset: Math.max(30, Math.ceil(labelPx + 14)),
    yOffset: Math.max(24, Math.ceil(remPx * 1.5)),
    yTickSpace: Math.max(20, Math.ceil(labelPx + 10)),
    labelRoom: Math.max(12, Math.ceil(labelPx)),
    labelPx,
  };
}
