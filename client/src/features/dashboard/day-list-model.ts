import type { DayProgressDto } from '@detox/server/contracts/progress';

export interface DayGroups {
  /** The day to do now, shown first as a full card; null once the journey is done. */
  current: DayProgressDto | null;
  /** The other open days (finished, or left open), in order: one compact row each. */
  done: DayProgressDto[];
  /** The locked days, in order: compact rows behind one 'Ver os próximos {n} dias'. */
  locked: DayProgressDto[];
}

/**
 * The dashboard's days on a phone (issue 23: 21 full cards made it ~6,100 px tall): the current day first, as the
 * full card; the others compact, the locked ones folded away. The current day is `currentDay` while it is open and not yet completed.
 */
export function dayGroups(days: readonly DayProgressDto[], currentDay: number): DayGroups {
  const current =
    days.find(
      (day) => day.dayNumber === currentDay && day.status !== 'locked' && day.status !== 'completed',
    ) ?? null;
  const others = days.filter((day) => day !== current);
  return {
    current,
    done: others.filter((day) => day.status !== 'locked'),
    locked: others.filter((day) => day.status === 'locked'),
  };
}
