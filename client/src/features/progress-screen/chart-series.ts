import type { ProgressHistoryDto, ProgressMeasure } from '@detox/server/contracts/progress';
import { formatDecimal, formatWhole } from '../../entities/progress-history/format.ts';
import { answerText, mean, measurePoints, measures } from '../../entities/progress-history/measures.ts';
import { progressScreenStrings } from './strings.ts';

const text = progressScreenStrings;

/** One chart's data and its text alternative: a sentence and a table of day → value. */
export interface DaySeries {
  /** Day numbers shown on the x axis. */
  labels: string[];
  values: (number | null)[];
  rows: { day: number; value: string }[];
  summary: string;
}

/** How many days the charts cover: the week so far at least, up to the current day. */
export function chartedDays(history: ProgressHistoryDto): number {
  return Math.min(history.days.length, Math.max(7, history.currentDay));
}

const dayLabels = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

/** A measure's answers (1–5) on the charted days; its table lists the days it was answered. */
export function measureSeries(history: ProgressHistoryDto, measure: ProgressMeasure): DaySeries {
  const count = chartedDays(history);
  const days = history.days.slice(0, count);
  const info = measures.find((entry) => entry.id === measure);
  const label = info?.label ?? measure;
  const points = measurePoints(days, measure);
  const describe = (value: number) => `${formatWhole(value)} (${answerText(measure, value)})`;
  const firstPoint = points[0];
  const lastPoint = points[points.length - 1];
  const average = mean(points.map((point) => point.value));
  return {
    labels: dayLabels(count),
    values: days.map((day) => day.measures[measure]),
    rows: points.map((point) => ({ day: point.day, value: describe(point.value) })),
    summary:
      firstPoint === undefined || lastPoint === undefined || average === null
        ? text.summary.noAnswers(label)
        : text.summary.measure(
            label,
            points.length,
            `${describe(firstPoint.value)}, dia ${String(firstPoint.day)}`,
            `${describe(lastPoint.value)}, dia ${String(lastPoint.day)}`,
            formatDecimal(average),
          ),
  };
}

/** Tasks done per day (0–5) on the charted days; the sentence counts the days open so far. */
export function tasksSeries(history: ProgressHistoryDto): DaySeries {
  const count = chartedDays(history);
  const days = history.days.slice(0, count);
  const opened = days.slice(0, Math.max(1, history.currentDay));
  const done = opened.reduce((sum, day) => sum + day.tasksDone, 0);
  const total = opened.reduce((sum, day) => sum + day.tasksTotal, 0);
  return {
    labels: dayLabels(count),
    values: days.map((day) => day.tasksDone),
    rows: days.map((day) => ({
      day: day.dayNumber,
      value: `${formatWhole(day.tasksDone)} de ${formatWhole(day.tasksTotal)}`,
    })),
    summary: text.summary.tasks(formatWhole(done), formatWhole(total), opened.length),
  };
}

/** Minutes meditated per day on the charted days; the average is over the days already open. */
export function minutesSeries(history: ProgressHistoryDto): DaySeries {
  const count = chartedDays(history);
  const days = history.days.slice(0, count);
  const total = days.reduce((sum, day) => sum + day.minutesMeditated, 0);
  const opened = Math.max(1, Math.min(count, history.currentDay));
  return {
    labels: dayLabels(count),
    values: days.map((day) => day.minutesMeditated),
    rows: days.map((day) => ({ day: day.dayNumber, value: formatWhole(day.minutesMeditated) })),
    summary: text.summary.minutes(formatWhole(total), formatDecimal(total / opened)),
  };
}
