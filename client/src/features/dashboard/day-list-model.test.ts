import type { DayProgressDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { dayGroups } from './day-list-model.ts';

const day = (dayNumber: number, status: DayProgressDto['status']): DayProgressDto => ({
  dayNumber,
  title: `Dia ${String(dayNumber)}`,
  theme: 'tema',
  status,
  tasks: [],
  reflection: '',
  audioPlayed: false,
  audioListened: 0,
  questionnaireAnswered: false,
  completed: status === 'completed',
  mood: '',
  totals: {
    tasks: 0,
    dailyChallenge: 0,
    coaching: 0,
    questionnaire: 0,
    total: status === 'completed' ? 100 : 0,
  },
  completedAt: null,
  updatedAt: null,
});

const journey = (done: number, currentStatus: DayProgressDto['status'] = 'available') =>
  Array.from({ length: 21 }, (_, index) => {
    const n = index + 1;
    if (n <= done) return day(n, 'completed');
    if (n === done + 1) return day(n, currentStatus);
    return day(n, 'locked');
  });

describe('dayGroups', () => {
  it('day 1: the first day first, the twenty locked ones compact', () => {
    const groups = dayGroups(journey(0), 1);
    expect(groups.current?.dayNumber).toBe(1);
    expect(groups.done).toEqual([]);
    expect(groups.locked.map((d) => d.dayNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('day 9 in progress: day 9 first, the eight finished and twelve locked ones compact, in order', () => {
    const groups = dayGroups(journey(8, 'in_progress'), 9);
    expect(groups.current?.dayNumber).toBe(9);
    expect(groups.done.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(groups.locked.map((d) => d.dayNumber)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('a finished journey has no current day: every day compact', () => {
    const groups = dayGroups(journey(21), 21);
    expect(groups.current).toBeNull();
    expect(groups.done).toHaveLength(21);
    expect(groups.locked).toEqual([]);
  });

  it('no current card when the current day is locked or finished (a stale figure): it stays in its group', () => {
    expect(dayGroups(journey(3), 3).current).toBeNull();
    // Days 1-3 finished and day 4 open (not the stale current day): four compact rows.
    expect(dayGroups(journey(3), 3).done.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4]);
    expect(dayGroups(journey(3), 6).current).toBeNull();
    expect(dayGroups(journey(3), 6).locked).toHaveLength(17);
  });
});
