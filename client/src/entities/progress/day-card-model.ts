import type { DayProgressDto } from '@detox/server/contracts/progress';
import { fillTemplate } from '../../shared/fill-template.ts';
import { dayCardStrings as dashboardStrings } from './day-card-strings.ts';

const text = dashboardStrings.days;

interface DayCardBar {
  label: string;
  value: number;
}

export type DayCardModel =
  | { kind: 'locked'; day: number; badge: string; lockedHint: string }
  | {
      kind: 'open';
      day: number;
      status: Exclude<DayProgressDto['status'], 'locked'>;
      badge: string;
      prompt: string;
      href: string;
      bars: DayCardBar[];
    };

/** What a day card shows (spec §2 Dashboard): status badge, bars (AI guidance only above 0), lock or link. */
export function dayCardModel(progress: DayProgressDto): DayCardModel {
  const { dayNumber: day, status, totals } = progress;
  if (status === 'locked') {
    return {
      kind: 'locked',
      day,
      badge: text.status.locked,
      lockedHint: fillTemplate(text.lockedHint, { n: day - 1 }),
    };
  }
  const bars: DayCardBar[] = [
    { label: text.bars.dailyChallenge, value: totals.dailyChallenge },
    ...(totals.coaching > 0 ? [{ label: text.bars.coaching, value: totals.coaching }] : []),
    { label: text.bars.questionnaire, value: totals.questionnaire },
    { label: text.bars.total, value: totals.total },
  ];
  return {
    kind: 'open',
    day,
    status,
    badge: text.status[status],
    prompt: text.prompt[status],
    href: `/daily-challenge?day=${day}`,
    bars,
  };
}

/** The overall line under the bar: days left, or the journey complete. */
export function remainingText(daysCompleted: number, totalDays: number): string {
  const left = Math.max(0, totalDays - daysCompleted);
  if (left === 0) return dashboardStrings.overall.complete;
  if (left === 1) return dashboardStrings.overall.remainingOne;
  return fillTemplate(dashboardStrings.overall.remaining, { n: left });
}
