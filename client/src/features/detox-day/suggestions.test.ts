import { describe, expect, it, vi } from 'vitest';
import { coachingProgress, runOptimisticToggle, type Suggestion, withSuggestionSet } from './suggestions.ts';

const suggestion = (index: number, completed: boolean): Suggestion => ({
  id: `suggestion-4-${index}`,
  title: `Sugestão ${index}`,
  description: 'Descrição',
  difficulty: 'fácil',
  timeRequired: '10 minutos',
  completed,
});

describe('withSuggestionSet', () => {
  it('sets only the named suggestion and leaves the list it was given untouched', () => {
    const before = [suggestion(0, false), suggestion(1, false), suggestion(2, true)];
    const after = withSuggestionSet(before, 'suggestion-4-1', true);
    expect(after.map((item) => item.completed)).toEqual([false, true, true]);
    expect(before.map((item) => item.completed)).toEqual([false, false, true]);
  });

  it('changes nothing for an unknown id', () => {
    const before = [suggestion(0, true)];
    expect(withSuggestionSet(before, 'suggestion-4-9', false)).toEqual(before);
  });
});

describe('coachingProgress', () => {
  it.each([
    [[false, false, false], 0, 0],
    [[true, false, false], 1, 33],
    [[true, true, false], 2, 67],
    [[true, true, true], 3, 100],
  ])('%j → %i done, %i%%', (ticks, done, percent) => {
    const progress = coachingProgress(ticks.map((completed, index) => suggestion(index, completed)));
    expect(progress).toEqual({
      completedTasksCount: done,
      totalTasksCount: 3,
      completionPercentage: percent,
    });
  });

  it('is 0 % with no suggestions', () => {
    expect(coachingProgress([]).completionPercentage).toBe(0);
  });
});

describe('runOptimisticToggle', () => {
  it('shows the tick before storing it and keeps it when stored', async () => {
    const order: string[] = [];
    const undo = vi.fn();
    const stored = await runOptimisticToggle({
      apply: () => {
        order.push('apply');
        return { undo };
      },
      persist: () => {
        order.push('persist');
        return Promise.resolve();
      },
      onSaved: () => order.push('saved'),
      onFailed: () => order.push('failed'),
    });
    expect(stored).toBe(true);
    expect(order).toEqual(['apply', 'persist', 'saved']);
    expect(undo).not.toHaveBeenCalled();
  });

  it('takes the tick back and reports the failure when storing fails', async () => {
    let shown = false;
    const failure = new Error('falhou');
    const onFailed = vi.fn();
    const onSaved = vi.fn();
    const stored = await runOptimisticToggle({
      apply: () => {
        shown = true;
        return {
          undo: () => {
            shown = false;
          },
        };
      },
      persist: () => Promise.reject(failure),
      onSaved,
      onFailed,
    });
    expect(stored).toBe(false);
    expect(shown).toBe(false);
    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
