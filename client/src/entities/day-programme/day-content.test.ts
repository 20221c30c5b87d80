import { describe, expect, it } from 'vitest';
import { loadTaskGuides, programmeDay, weekOfDay } from './day-content.ts';

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
      const content = programmeDay(day);
      expect(content?.day).toBe(day);
      const guides = await loadTaskGuides(day);
      for (const task of content?.tasks ?? []) expect(guides[task.id]?.steps).toHaveLength(6);
    },
  );

  it('knows no day 22', () => {
    expect(programmeDay(22)).toBeUndefined();
  });
});
