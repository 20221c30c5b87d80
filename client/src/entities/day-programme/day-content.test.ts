import { describe, expect, it } from 'vitest';
import { loadTaskGuides, programmeWeek, weekOfDay } from './day-content.ts';

describe('weekOfDay', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [21, 3],
  ])('day %i is in week %i', (day, week) => {
    expect(weekOfDay(day)).toBe(week);
  });
});

describe('day content', () => {
  it.each([1, 7, 8, 14, 15, 21])(
    'day %i has its programme entry and a guide for each of its tasks',
    async (day) => {
      const content = (await programmeWeek(weekOfDay(day))).find((entry) => entry.day === day);
      expect(content?.day).toBe(day);
      const guides = await loadTaskGuides(day);
      for (const task of content?.tasks ?? []) expect(guides[task.id]?.steps).toHaveLength(6);
    },
  );

  it('loads each week once, its seven days only', async () => {
    const weeks = await Promise.all([programmeWeek(1), programmeWeek(2), programmeWeek(3)]);
    expect(weeks.map((days) => days.map((entry) => entry.day))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
    ]);
    expect(programmeWeek(2)).toBe(programmeWeek(2));
  });
});
