import type { SavedGuidanceDto } from '@detox/server/contracts/saved-guidance';
import { describe, expect, it } from 'vitest';
import { favouritesFirst, guidanceMainText } from './guidance-summary.ts';

const guidance = (overrides: Partial<SavedGuidanceDto>): SavedGuidanceDto => ({
  id: 'id',
  dayNumber: 3,
  guidanceType: 'coaching',
  title: 'Orientação',
  content: {},
  analysis: null,
  suggestions: [],
  motivation: null,
  nextSteps: [],
  notes: '',
  isFavorite: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('guidanceMainText', () => {
  it.each([
    [{ analysis: 'Você avançou.' }, 'Você avançou.'],
    [{ analysis: '  ', content: { summary: 'Equilíbrio bom.' } }, 'Equilíbrio bom.'],
    [{ content: { guidance: 'Respire.' } }, 'Respire.'],
    [{ content: { summary: 42 } }, null],
    [{}, null],
  ])('%j → %j', (overrides, expected) => {
    expect(guidanceMainText(guidance(overrides))).toBe(expected);
  });
});

describe('favouritesFirst', () => {
  it('puts favourites first and keeps the server order within each group', () => {
    const list = [
      guidance({ id: 'a' }),
      guidance({ id: 'b', isFavorite: true }),
      guidance({ id: 'c' }),
      guidance({ id: 'd', isFavorite: true }),
    ];
    expect(favouritesFirst(list).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
