import { programmeDay, questionsForDay } from '@detox/fixtures';
import {
  dayTotalPercent,
  type JourneyEvent,
  type JourneyState,
  parseEvent,
  type StoredEvent,
} from '@detox/projections';
import { describe, expect, it, vi } from 'vitest';
import { foldStream } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { type JourneyCommand, journeyDecider } from './journey-decider.ts';
import { dayProgressDto } from './progress-dto.ts';

// The recipe "Add a new kind of day task" (docs/architecture.md), at the decider: the registry of
// fixtures/src/testing/day-parts.ts (a required, weighted breathing check every day; an optional gratitude note on
// days 1-2) in place of the product's, and nothing else changed.
vi.mock('@detox/fixtures/day-parts', () => import('@detox/fixtures/testing/day-parts'));

function stored(events: readonly JourneyEvent[]): StoredEvent[] {
  return events.map((event, index) => ({
    ...parseEvent(event),
    eventId: `e-${index}`,
    streamId: 'journey-u',
    streamPosition: index,
    checkpoint: `1:${index}`,
    recordedAt: '2026-11-01T12:00:00.000Z',
    metadata: { occurredAt: `2026-11-01T12:${String(index).padStart(2, '0')}:00.000Z`, schemaVersion: 1 },
  }));
}

const state = (events: readonly JourneyEvent[] = []): JourneyState =>
  foldStream(journeyDecider, stored(events));

/** A day with the programme's own parts all done, questionnaire included. */
function programmeDone(day: number): JourneyEvent[] {
  return [
    ...(programmeDay(day)?.tasks ?? []).map((task): JourneyEvent => ({
      type: 'TaskCompletionSet',
      data: { day, taskId: task.id, completed: true },
    })),
    { type: 'AudioListened', data: { day, fraction: 0.8 } },
    { type: 'AudioMarkedPlayed', data: { day } },
    { type: 'ReflectionSaved', data: { day, text: 'Hoje percebi o quanto pego o celular sem pensar.' } },
    {
      type: 'QuestionnaireAnswered',
      data: {
        day,
        responses: questionsForDay(day).map((question) => ({
          questionId: question.id,
          selectedOptions: [question.options[0]?.id ?? ''],
        })),
      },
    },
  ];
}

function refusal(command: JourneyCommand, given: JourneyEvent[] = []) {
  try {
    journeyDecider.decide(command, state(given));
  } catch (error) {
    if (error instanceof DomainError)
      return { refusal: error.refusal, reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
}

const breathe = (day: number, value: boolean | string | number = true): JourneyCommand => ({
  type: 'RecordDayPart',
  day,
  part: 'respiracao',
  value,
});

describe('a registered kind of day task, through the journey decider and fold', () => {
  it('records a value as DayPartRecorded, once', () => {
    expect(journeyDecider.decide(breathe(1), state())).toEqual([
      { type: 'DayPartRecorded', data: { day: 1, part: 'respiracao', value: true } },
    ]);
    const recorded: JourneyEvent[] = [
      { type: 'DayPartRecorded', data: { day: 1, part: 'respiracao', value: true } },
    ];
    expect(journeyDecider.decide(breathe(1), state(recorded))).toEqual([]);
    expect(state(recorded).days[0]?.parts).toEqual({ respiracao: true });
  });

  it.each<
    [string, JourneyCommand, JourneyEvent[], { refusal: string; reason: string; message: string | RegExp }]
  >([
    [
      'an unknown part',
      { type: 'RecordDayPart', day: 1, part: 'alongamento', value: true },
      [],
      { refusal: 'not_found', reason: 'unknown_day_part', message: 'O dia não tem a parte alongamento.' },
    ],
    [
      'a completed day',
      { type: 'RecordDayPart', day: 1, part: 'gratidao', value: 'o sol' },
      programmeDone(1).concat(
        { type: 'DayPartRecorded', data: { day: 1, part: 'respiracao', value: true } },
        {
          type: 'DayCompleted',
          data: { day: 1 },
        },
      ),
      { refusal: 'conflict', reason: 'day_completed', message: /já foi concluído/ },
    ],
    [
      'a value its input does not take',
      breathe(1, 'sim'),
      [],
      { refusal: 'invalid', reason: 'invalid_day_part_value', message: /^Respiração guiada: marque/ },
    ],
    [
      'a text over its limit',
      { type: 'RecordDayPart', day: 1, part: 'gratidao', value: 'x'.repeat(501) },
      [],
      { refusal: 'invalid', reason: 'invalid_day_part_value', message: /no máximo 500 caracteres/ },
    ],
    [
      'a locked day',
      breathe(2),
      [],
      {
        refusal: 'conflict',
        reason: 'day_locked',
        message: 'Dia bloqueado. Complete o Dia 1 para desbloquear.',
      },
    ],
  ])('refuses %s, with a reason and a pt-BR message', (_case, command, given, expected) => {
    const refused = refusal(command, given);
    expect(refused).toMatchObject({ refusal: expected.refusal, reason: expected.reason });
    expect(refused.message).toMatch(expected.message);
  });

  it('refuses a part on a day the registry does not give it', () => {
    const dayOneDone: JourneyEvent[] = [
      ...programmeDone(1),
      { type: 'DayPartRecorded', data: { day: 1, part: 'respiracao', value: true } },
      { type: 'DayCompleted', data: { day: 1 } },
      ...programmeDone(2),
      { type: 'DayPartRecorded', data: { day: 2, part: 'respiracao', value: true } },
      { type: 'DayCompleted', data: { day: 2 } },
    ];
    expect(
      refusal({ type: 'RecordDayPart', day: 3, part: 'gratidao', value: 'o sol da manhã' }, dayOneDone),
    ).toEqual({
      refusal: 'unmet',
      reason: 'day_part_not_in_day',
      message: 'Diário de gratidão não faz parte do Dia 3.',
    });
  });

  it('keeps the day open until a required part is done, and names it', () => {
    const given = programmeDone(1);
    expect(refusal({ type: 'CompleteDay', day: 1 }, given)).toEqual({
      refusal: 'unmet',
      reason: 'day_not_ready',
      message: 'Para concluir o Dia 1, falta: fazer a respiração guiada.',
    });
    const breathed = given.concat({
      type: 'DayPartRecorded',
      data: { day: 1, part: 'respiracao', value: true },
    });
    expect(journeyDecider.decide({ type: 'CompleteDay', day: 1 }, state(breathed))).toEqual([
      { type: 'DayCompleted', data: { day: 1 } },
    ]);
    // The optional gratitude note was never written: it does not hold the day back.
    expect(state(breathed).days[0]?.parts).toEqual({ respiracao: true });
  });

  it('weighs the part in the day total, and the day answer shows it', () => {
    const before = state(programmeDone(1));
    const after = state([
      ...programmeDone(1),
      { type: 'DayPartRecorded', data: { day: 1, part: 'respiracao', value: true } },
      { type: 'DayPartRecorded', data: { day: 1, part: 'gratidao', value: 'o sol da manhã' } },
    ]);
    // (0.4·100 + 0.3·100 + 0.2·100 + 0.1·0) / 1.0 = 90 before the breathing; 100 once done.
    expect(before.days[0] && dayTotalPercent(before.days[0])).toBe(90);
    expect(after.days[0] && dayTotalPercent(after.days[0])).toBe(100);
    expect(dayProgressDto(after, 1).parts).toEqual([
      { id: 'respiracao', label: 'Respiração guiada', value: true, done: true, required: true },
      { id: 'gratidao', label: 'Diário de gratidão', value: 'o sol da manhã', done: true, required: false },
    ]);
    expect(dayProgressDto(after, 3).parts).toEqual([
      { id: 'respiracao', label: 'Respiração guiada', value: null, done: false, required: true },
    ]);
  });
});
