import { describe, expect, it } from 'vitest';
import { keyed, outboxEntry } from '../../testing/outbox-entries.ts';
import { changedTags } from './offline-sync.tsx';

describe('screen refresh after outbox changes', () => {
  const task = keyed('/progress/task', { dayNumber: 1 }, 'a');
  const guidance = keyed('/ai/saved-guidance/g1', { isFavorite: true }, 'b', 'PUT');

  it('ignores an action sent at once, and refreshes for one queued, replayed or refused', () => {
    const direct = outboxEntry('a', 'task', task, {
      tags: ['Progress'],
      state: 'sending',
      attemptAt: 1000,
    });
    expect(changedTags(new Map([['a', direct]]), [])).toEqual(new Set());
    expect(changedTags(new Map([['a', direct]]), [{ ...direct, state: 'queued', waited: true }])).toEqual(
      new Set(['Progress']),
    );
    const replaying = outboxEntry('b', 'guidance', guidance, {
      tags: ['SavedGuidance'],
      state: 'sending',
      waited: true,
      attemptAt: 2000,
    });
    expect(changedTags(new Map([['b', replaying]]), [])).toEqual(new Set(['SavedGuidance']));
    expect(changedTags(new Map([['b', replaying]]), [{ ...replaying, state: 'refused' }])).toEqual(
      new Set(['SavedGuidance']),
    );
  });
});
