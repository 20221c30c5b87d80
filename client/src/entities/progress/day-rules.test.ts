import type { DayProgressDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { dayProgress } from '../../testing/day-progress.ts';
import {
  dayAction,
  dayChecklist,
  isLastDay,
  mayMarkAudioPlayed,
  reflectionCounts,
  shouldReportListened,
} from './day-rules.ts';

const day = dayProgress;

const longReflection = 'Hoje percebi que pego o celular no elevador.';

describe('reflectionCounts', () => {
  it.each([
    ['', false],
    ['curta', false],
    ['exatamente vinte char', true],
    ['12345678901234567890', false],
    ['123456789012345678901', true],
    ['   12345678901234567890   ', false],
  ])('%j → %s', (text, counts) => {
    expect(reflectionCounts(text)).toBe(counts);
  });
});

describe('dayAction', () => {
  it.each<[string, DayProgressDto, boolean, string]>([
    ['nothing done', day(), false, 'not-ready'],
    ['4 of 5 tasks', day({ done: 4, audioPlayed: true, reflection: longReflection }), true, 'not-ready'],
    ['short reflection', day({ done: 5, audioPlayed: true, reflection: 'curta' }), false, 'not-ready'],
    ['audio missing', day({ done: 5, reflection: longReflection }), false, 'not-ready'],
    [
      'all done, questionnaire missing',
      day({ done: 5, audioPlayed: true, reflection: longReflection }),
      false,
      'answer-questionnaire',
    ],
    [
      'all done and answered',
      day({ done: 5, audioPlayed: true, reflection: longReflection }),
      true,
      'complete-day',
    ],
    ['completed', day({ status: 'completed', completed: true }), true, 'completed'],
  ])('%s → %s', (_case, progress, answered, kind) => {
    expect(dayAction(progress, answered).kind).toBe(kind);
  });

  it('lists what is missing in the not-ready checklist', () => {
    expect(dayChecklist(day({ done: 3, reflection: longReflection }))).toEqual({
      tasksDone: 3,
      tasksTotal: 5,
      reflectionDone: true,
      audioDone: false,
    });
  });
});

describe('isLastDay', () => {
  it.each([
    [1, false],
    [20, false],
    [21, true],
  ])('day %i → %s', (n, last) => {
    expect(isLastDay(n)).toBe(last);
  });
});

describe('mayMarkAudioPlayed', () => {
  it.each([
    [0, 0, false],
    [0, 0.49, false],
    [0, 0.5, true],
    [0.6, 0, true],
    [0.3, 0.3, false],
  ])('server %f, player %f → %s', (server, player, may) => {
    expect(mayMarkAudioPlayed(server, player)).toBe(may);
  });
});

describe('shouldReportListened', () => {
  it.each([
    [0, 0.05, false],
    [0, 0.1, true],
    [0.1, 0.15, false],
    [0.45, 0.5, true],
    [0.5, 0.55, false],
    [0.9, 0.99, true],
    [0.5, 0.5, false],
    [0.6, 0.4, false],
  ])('reported %f, now %f → %s', (reported, now, report) => {
    expect(shouldReportListened(reported, now)).toBe(report);
  });
});
