import { programmeDay, TOTAL_DAYS } from '@detox/fixtures';
import { describe, expect, it } from 'vitest';
import { localCards } from './local-cards.ts';

describe('built-in cards (fallback when generation fails)', () => {
  it.each([
    [0, 4, true, false],
    [29, 3, true, false],
    [43, 3, false, false],
    [71, 2, false, true],
    [100, 1, false, true],
  ])(
    'at %i %% of the day: %i cards, motivation %s, completion %s',
    (percent, count, motivation, completion) => {
      const result = localCards({ day: 3, progressPercentage: percent, doneTaskIds: [] });
      expect(result.cards).toHaveLength(count);
      expect(result.needsMotivation).toBe(motivation);
      expect(result.needsCompletion).toBe(completion);
      expect(result.cards.map((card) => card.id)).toEqual(
        Array.from({ length: count }, (_, i) => `card-3-${i}`),
      );
    },
  );

  it('is valid for every day and type, and suggests a task not yet done', () => {
    for (let day = 1; day <= TOTAL_DAYS; day++) {
      const tasks = programmeDay(day)?.tasks ?? [];
      const { cards } = localCards({
        day,
        progressPercentage: 0,
        doneTaskIds: tasks.slice(0, 1).map((task) => task.id),
        cardTypes: ['task', 'reflection', 'meditation', 'challenge'],
      });
      expect(cards.map((card) => card.type)).toEqual(['task', 'reflection', 'meditation', 'challenge']);
      expect(cards[0]?.title).toBe(tasks[1]?.title);
      expect(cards[1]?.title).toBe(programmeDay(day)?.reflection.title);
    }
  });
});
