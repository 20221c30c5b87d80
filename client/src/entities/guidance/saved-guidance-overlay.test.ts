import { describe, expect, it } from 'vitest';
import { keyed, outboxEntry } from '../../testing/outbox-entries.ts';
import { overlayGuidance } from './saved-guidance-overlay.ts';

describe('saved guidance overlay', () => {
  it('applies favourite and notes edits to saved guidance', () => {
    const pending = [
      outboxEntry('1', 'guidance', keyed('/ai/saved-guidance/g%201', { isFavorite: true }, '1', 'PUT')),
      outboxEntry('2', 'guidance', keyed('/ai/saved-guidance/g%201', { notes: 'Rever amanhã' }, '2', 'PUT')),
    ];
    const list = {
      guidance: [
        { id: 'g 1', isFavorite: false, notes: '' },
        { id: 'g2', isFavorite: false },
      ],
    };
    expect(overlayGuidance(list, pending)).toEqual({
      guidance: [
        { id: 'g 1', isFavorite: true, notes: 'Rever amanhã' },
        { id: 'g2', isFavorite: false },
      ],
    });
  });
});
