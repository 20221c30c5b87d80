import { programmeDay, questionsForDay } from '@detox/fixtures';
import {
  currentDay,
  dayStatus,
  dayTotalPercent,
  emptyDay,
  journeyCompleted,
  type JourneyState,
  type StoredEvent,
} from '@detox/projections';
import { describe, expect, it } from 'vitest';
import { foldStream } from '../../commands/command-handler.ts';
import type { Refusal } from '../../commands/domain-error.ts';
import { type JourneyCommand, journeyDecider } from './journey-decider.ts';

interface Given {
  type: string;
  data: Record<string, unknown>;
}

function stored(events: readonly Given[]): StoredEvent[] {
  return events.map((event, index) => ({
    ...event,
    eventId: `e-${index}`,
    streamId: 'journey-u',
    streamPosition: index,
    checkpoint: `1:${index}`,
    recordedAt: '2026-11-01T12:00:00.000Z',
    metadata: {
      occurredAt: `2026-11-01T12:${String(index % 60).padStart(2, '0')}:00.000Z`,
      schemaVersion: 1,
    },
  }));
}

const state = (events: readonly Given[] = []): JourneyState => foldStream(journeyDecider, stored(events));

function validAnswers(day: number) {
  return questionsForDay(day).map((question) => ({
    questionId: question.id,
    selectedOptions: [question.options[0]?.id ?? ''],
  }));
}

/** Everything a day needs, except (optionally) some parts. */
function dayWork(
  day: number,
  skip: ('tasks' | 'audio' | 'reflection' | 'questionnaire' | 'complete')[] = [],
): Given[] {
  const events: Given[] = [];
  if (!skip.includes('tasks')) {
    for (const task of programmeDay(day)?.tasks ?? []) {
      events.push({ type: 'TaskCompletionSet', data: { day, taskId: task.id, completed: true } });
    }
  }
  if (!skip.includes('audio')) {
    events.push(
      { type: 'AudioListened', data: { day, fraction: 0.8 } },
      { type: 'AudioMarkedPlayed', data: { day } },
    );
  }
  if (!skip.includes('reflection')) {
    events.push({
      type: 'ReflectionSaved',
      data: { day, text: 'Hoje percebi o quanto pego o celular sem pensar.' },
    });
  }
  if (!skip.includes('questionnaire')) {
    events.push({ type: 'QuestionnaireAnswered', data: { day, responses: validAnswers(day) } });
  }
  if (!skip.includes('complete')) events.push({ type: 'DayCompleted', data: { day } });
  return events;
}

const completedDays = (last: number) => Array.from({ length: last }, (_, index) => dayWork(index + 1)).flat();
const decide = (command: JourneyCommand, given: Given[] = []) => journeyDecider.decide(command, state(given));

describe('journey rules: when → then', () => {
  it.each<
    [string, Given[], JourneyCommand, { events?: string[]; refusal?: Refusal; message?: string | RegExp }]
  >([
    [
      'day 1 is always open',
      [],
      { type: 'SetTask', day: 1, taskId: 'day1-1', completed: true },
      { events: ['TaskCompletionSet'] },
    ],
    [
      'day 2 is locked until day 1 is completed',
      [],
      { type: 'SetTask', day: 2, taskId: 'day2-1', completed: true },
      { refusal: 'conflict', message: 'Dia bloqueado. Complete o Dia 1 para desbloquear.' },
    ],
    [
      'day 2 opens once day 1 is completed',
      completedDays(1),
      { type: 'SetTask', day: 2, taskId: 'day2-1', completed: true },
      { events: ['TaskCompletionSet'] },
    ],
    [
      'a completed day without its questionnaire does not open the next',
      dayWork(1, ['questionnaire']),
      { type: 'SetTask', day: 2, taskId: 'day2-1', completed: true },
      { refusal: 'conflict' },
    ],
    [
      'a task of another day is refused',
      [],
      { type: 'SetTask', day: 1, taskId: 'day2-1', completed: true },
      { refusal: 'unmet', message: 'A tarefa day2-1 não pertence ao Dia 1.' },
    ],
    [
      'setting a task to what it already is appends nothing',
      dayWork(1, ['audio', 'reflection', 'questionnaire', 'complete']),
      { type: 'SetTask', day: 1, taskId: 'day1-1', completed: true },
      { events: [] },
    ],
    [
      'a completed day cannot be changed',
      completedDays(1),
      { type: 'SaveReflection', day: 1, text: 'outra coisa' },
      { refusal: 'conflict' },
    ],
    [
      'audio below 50% cannot be marked played',
      [],
      { type: 'ReportAudio', day: 1, listenedFraction: 0.49, audioPlayed: true },
      {
        refusal: 'unmet',
        message: 'É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.',
      },
    ],
    [
      'audio at 50% is marked played',
      [],
      { type: 'ReportAudio', day: 1, listenedFraction: 0.5, audioPlayed: true },
      { events: ['AudioListened', 'AudioMarkedPlayed'] },
    ],
    [
      'a fraction listened earlier counts',
      [{ type: 'AudioListened', data: { day: 1, fraction: 0.7 } }],
      { type: 'ReportAudio', day: 1, listenedFraction: 0.1, audioPlayed: true },
      { events: ['AudioMarkedPlayed'] },
    ],
    [
      'a smaller fraction is not recorded again',
      [{ type: 'AudioListened', data: { day: 1, fraction: 0.7 } }],
      { type: 'ReportAudio', day: 1, listenedFraction: 0.3, audioPlayed: false },
      { events: [] },
    ],
    [
      'a questionnaire with an unknown question is refused',
      [],
      {
        type: 'AnswerQuestionnaire',
        day: 1,
        responses: [{ questionId: 'sleep_quality', selectedOptions: ['x'] }],
      },
      { refusal: 'unmet' },
    ],
    [
      'a valid questionnaire is recorded',
      completedDays(2),
      { type: 'AnswerQuestionnaire', day: 3, responses: validAnswers(3) },
      { events: ['QuestionnaireAnswered'] },
    ],
    [
      'completing an empty day lists what is missing',
      [],
      { type: 'CompleteDay', day: 1 },
      {
        refusal: 'unmet',
        message:
          'Para concluir o Dia 1, falta: concluir as 5 tarefas, ouvir pelo menos metade da meditação, escrever uma reflexão com mais de 20 caracteres.',
      },
    ],
    [
      'a short reflection does not count',
      [
        ...dayWork(1, ['reflection', 'complete']),
        { type: 'ReflectionSaved', data: { day: 1, text: 'Hoje percebi que...' } },
      ],
      { type: 'CompleteDay', day: 1 },
      { refusal: 'unmet', message: /reflexão com mais de 20/ },
    ],
    [
      'only the questionnaire missing gives the spec message',
      dayWork(1, ['questionnaire', 'complete']),
      { type: 'CompleteDay', day: 1 },
      { refusal: 'unmet', message: 'Por favor, complete o questionário antes de finalizar o dia.' },
    ],
    [
      'a day with everything done completes',
      dayWork(1, ['complete']),
      { type: 'CompleteDay', day: 1 },
      { events: ['DayCompleted'] },
    ],
    [
      'completing a completed day again appends nothing',
      completedDays(1),
      { type: 'CompleteDay', day: 1 },
      { events: [] },
    ],
    ['a locked day cannot be completed', [], { type: 'CompleteDay', day: 5 }, { refusal: 'conflict' }],
    [
      'the week 1 challenge is locked before day 7',
      completedDays(5),
      { type: 'GenerateWeeklyChallenge', week: 1, title: 'Semana 1', tasks: [] },
      { refusal: 'conflict', message: 'O desafio da semana 1 é liberado no Dia 7.' },
    ],
    [
      'the week 1 challenge unlocks on day 7',
      completedDays(6),
      {
        type: 'GenerateWeeklyChallenge',
        week: 1,
        title: 'Semana 1',
        tasks: [{ taskId: 'week1-a', title: 'A', description: 'a' }],
      },
      { events: ['WeeklyChallengeGenerated'] },
    ],
    [
      'a weekly task needs its challenge generated',
      completedDays(6),
      { type: 'SetWeeklyTask', week: 1, taskId: 'week1-a', completed: true },
      { refusal: 'conflict' },
    ],
    [
      'restarting the journey is recorded',
      completedDays(2),
      { type: 'RestartJourney' },
      { events: ['JourneyRestarted'] },
    ],
  ])('%s', (_name, given, command, then) => {
    if (then.events) {
      expect(decide(command, given).map((event) => event.type)).toEqual(then.events);
      return;
    }
    expect(() => decide(command, given)).toThrow(expect.objectContaining({ refusal: then.refusal }) as Error);
    if (then.message) expect(() => decide(command, given)).toThrow(then.message);
  });
});

describe('journey progress', () => {
  it.each([
    ['nothing done', emptyDay(1), 0],
    [
      'only the questionnaire (30 of 70 counted weight)',
      { ...emptyDay(1), questionnaire: { responses: [], completedAt: 'x' } },
      43,
    ],
    [
      '2 of 5 tasks: daily challenge 29 %, tasks 40 % over 0.9 weight',
      { ...emptyDay(1), tasks: { 'day1-1': true, 'day1-2': true } },
      22,
    ],
    ['everything', state(dayWork(1)).days[0] ?? emptyDay(1), 100],
  ])('day total: %s', (_name, day, expected) => {
    expect(dayTotalPercent(day)).toBe(expected);
  });

  it('counts AI coaching only when above 0, renormalising the weights', () => {
    const day = { ...emptyDay(1), questionnaire: { responses: [], completedAt: 'x' } };
    expect(dayTotalPercent(day, 0)).toBe(43);
    expect(dayTotalPercent(day, 100)).toBe(Math.round((30 + 10) / 0.8));
  });

  it('moves the current day and the statuses as days complete', () => {
    const halfway = state(completedDays(10));
    expect(currentDay(halfway)).toBe(11);
    expect(dayStatus(halfway, 10)).toBe('completed');
    expect(dayStatus(halfway, 11)).toBe('available');
    expect(dayStatus(halfway, 12)).toBe('locked');
    const started = state([
      ...completedDays(10),
      { type: 'TaskCompletionSet', data: { day: 11, taskId: 'day11-1', completed: true } },
    ]);
    expect(dayStatus(started, 11)).toBe('in_progress');
    const finished = state(completedDays(21));
    expect(currentDay(finished)).toBe(21);
    expect(journeyCompleted(finished)).toBe(true);
    expect(journeyCompleted(halfway)).toBe(false);
  });

  it('starts over after a restart', () => {
    const restarted = state([...completedDays(3), { type: 'JourneyRestarted', data: {} }]);
    expect(currentDay(restarted)).toBe(1);
    expect(restarted.restarts).toBe(1);
    expect(dayStatus(restarted, 2)).toBe('locked');
  });
});
