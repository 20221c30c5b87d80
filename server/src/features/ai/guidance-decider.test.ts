import type { StoredEvent } from '@detox/projections';
import { describe, expect, it } from 'vitest';
import { foldStream } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { type GuidanceCommand, guidanceDecider } from './guidance-decider.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const saved = (guidanceId: string) => ({
  guidanceId,
  day: 2,
  guidanceType: 'coaching' as const,
  title: 'Sua Orientação Espiritual - Dia 2',
  content: {},
  analysis: null,
  suggestions: [],
  motivation: null,
  nextSteps: [],
  notes: '',
  isFavorite: false,
});

function stored(events: readonly { type: string; data: unknown }[]): StoredEvent[] {
  return events.map((event, index) => ({
    ...event,
    eventId: `e-${index}`,
    streamId: 'guidance-u',
    streamPosition: index,
    checkpoint: `1:${index}`,
    recordedAt: '2026-11-01T12:00:00.000Z',
    metadata: { occurredAt: '2026-11-01T12:00:00.000Z', schemaVersion: 1 },
  }));
}

const given = [
  { type: 'GuidanceSaved', data: saved(A) },
  { type: 'GuidanceSaved', data: saved(B) },
  { type: 'GuidanceDeleted', data: { guidanceId: B } },
];
const state = foldStream(guidanceDecider, stored(given));

describe('guidance decider', () => {
  it.each<[string, GuidanceCommand, string[]]>([
    [
      'saves a new id',
      { type: 'SaveGuidance', guidance: saved('33333333-3333-4333-8333-333333333333') },
      ['GuidanceSaved'],
    ],
    ['never saves an id twice', { type: 'SaveGuidance', guidance: saved(A) }, []],
    ['sets the favourite', { type: 'SetFavorite', guidanceId: A, isFavorite: true }, ['GuidanceFavoriteSet']],
    ['ignores an unchanged favourite', { type: 'SetFavorite', guidanceId: A, isFavorite: false }, []],
    ['sets notes', { type: 'SetNotes', guidanceId: A, notes: 'Reler' }, ['GuidanceNotesSet']],
    ['ignores unchanged notes', { type: 'SetNotes', guidanceId: A, notes: '' }, []],
    ['saves progress', { type: 'SaveProgress', guidanceId: A, content: { a: 1 } }, ['GuidanceProgressSaved']],
    ['deletes', { type: 'DeleteGuidance', guidanceId: A }, ['GuidanceDeleted']],
  ])('%s', (_name, command, types) => {
    expect(guidanceDecider.decide(command, state).map((event) => event.type)).toEqual(types);
  });

  it.each<[string, GuidanceCommand]>([
    ['favourite of a deleted piece', { type: 'SetFavorite', guidanceId: B, isFavorite: true }],
    ['notes of an unknown piece', { type: 'SetNotes', guidanceId: '9', notes: 'x' }],
    ['progress of a deleted piece', { type: 'SaveProgress', guidanceId: B, content: {} }],
    ['deleting twice', { type: 'DeleteGuidance', guidanceId: B }],
  ])('refuses %s with a 404', (_name, command) => {
    let error: unknown;
    try {
      guidanceDecider.decide(command, state);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ refusal: 'not_found', message: 'Orientação não encontrada.' });
  });
});
