import type { ProgressHistoryDayDto, ProgressHistoryDto } from '@detox/server/contracts/progress';
import { type MeasureInfo, mean, measurePoints, measures } from './measures.ts';

/** The days a report looks back from: the end of each week. */
export type ReportDay = 7 | 14 | 21;
const REPORT_DAYS: readonly ReportDay[] = [7, 14, 21];

export interface ReportPeriod {
  from: number;
  to: number;
}

/**
 * The first and the last stretch a report compares: week 1 and the last week (days 15-21 at the end, 8-14 at
 * day 14); at day 7, with one week only, its first three days and its last three.
 */
export function reportPeriods(throughDay: ReportDay): [ReportPeriod, ReportPeriod] {
  if (throughDay === 7)
    return [
      { from: 1, to: 3 },
      { from: 5, to: 7 },
    ];
  return [
    { from: 1, to: 7 },
    { from: throughDay - 6, to: throughDay },
  ];
}

export interface MeasureComparison {
  measure: MeasureInfo;
  /** The mean of the answers in each period, null without any. */
  first: number | null;
  last: number | null;
  /** last − first, null when either is missing. */
  change: number | null;
}

export interface SentenceChoice {
  /** `${day}-${index}`: stable while the reflection is unchanged. */
  id: string;
  day: number;
  text: string;
}

export interface JourneyReport {
  throughDay: ReportDay;
  periods: [ReportPeriod, ReportPeriod];
  comparisons: MeasureComparison[];
  daysCompleted: number;
  tasksDone: number;
  minutesMeditated: number;
  sentences: SentenceChoice[];
}

const within = (days: readonly ProgressHistoryDayDto[], period: ReportPeriod) =>
  days.filter((day) => day.dayNumber >= period.from && day.dayNumber <= period.to);

/** A reflection's sentences, each ending at '.', '!', '?' or '…' (or the text's end); blanks left out. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}{2}/u.test(sentence));
}

/** What the person did and felt up to a week's end, the first stretch against the last. */
export function buildReport(history: ProgressHistoryDto, throughDay: ReportDay): JourneyReport {
  const days = history.days.filter((day) => day.dayNumber <= throughDay);
  const periods = reportPeriods(throughDay);
  const comparisons = measures.map((measure): MeasureComparison => {
    const [first, last] = periods.map((period) =>
      mean(measurePoints(within(days, period), measure.id).map((point) => point.value)),
    );
    const firstMean = first ?? null;
    const lastMean = last ?? null;
    return {
      measure,
      first: firstMean,
      last: lastMean,
      change: firstMean === null || lastMean === null ? null : lastMean - firstMean,
    };
  });
  return {
    throughDay,
    periods,
    comparisons,
    daysCompleted: days.filter((day) => day.completed).length,
    tasksDone: days.reduce((sum, day) => sum + day.tasksDone, 0),
    minutesMeditated: days.reduce((sum, day) => sum + day.minutesMeditated, 0),
    sentences: days.flatMap((day) =>
      sentencesOf(day.reflection).map((text, index) => ({
        id: `${String(day.dayNumber)}-${String(index)}`,
        day: day.dayNumber,
        text,
      })),
    ),
  };
}

/** The latest week whose last day is completed, or null before day 7 is. */
export function latestReportDay(history: ProgressHistoryDto): ReportDay | null {
  const done = REPORT_DAYS.filter((day) => history.days[day - 1]?.completed === true);
  return done[done.length - 1] ?? null;
}
