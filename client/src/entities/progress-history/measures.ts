import type { ProgressHistoryDayDto, ProgressMeasure } from '@detox/server/contracts/progress';
import { questionnaireQuestions } from '@detox/fixtures/questionnaire';
import { historyStrings } from './strings.ts';

export interface MeasureInfo {
  id: ProgressMeasure;
  /** Short name: 'Humor'. */
  label: string;
  /** The answers at 1 and at 5, verbatim from the questionnaire. */
  lowest: string;
  highest: string;
  /** The days it is asked on, or null when every day. */
  days: readonly number[] | null;
}

const order: readonly ProgressMeasure[] = [
  'mood_today',
  'screen_time_feeling',
  'motivation_level',
  'sleep_quality',
  'stress_level',
];

/** The five measures, in the order the screens show them. */
export const measures: readonly MeasureInfo[] = order.map((id) => {
  const question = questionnaireQuestions.find((entry) => entry.id === id);
  const options = question?.options ?? [];
  return {
    id,
    label: historyStrings.measures[id],
    lowest: options[0]?.text ?? '',
    highest: options[options.length - 1]?.text ?? '',
    days: question === undefined || question.days === 'all' ? null : question.days,
  };
});

/** The days a measure was answered on, with its value. */
export function measurePoints(
  days: readonly ProgressHistoryDayDto[],
  measure: ProgressMeasure,
): { day: number; value: number }[] {
  return days.flatMap((day) => {
    const value = day.measures[measure];
    return value === null ? [] : [{ day: day.dayNumber, value }];
  });
}

/** The mean of some values, or null for none. */
export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The answer a value stands for, verbatim from the questionnaire: 4 → 'Bem' for mood. */
export function answerText(measure: ProgressMeasure, value: number): string {
  const question = questionnaireQuestions.find((entry) => entry.id === measure);
  return question?.options.find((option) => option.value === value)?.text ?? '';
}
