import type { DayProgressDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { dayProgress } from '../../testing/day-progress.ts';
import {
  dayAction,
  dayChecklist,
  isLastDay,
  mayMarkAudioPlayed,
  meditationStatus,
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
      tasksComplete: false,
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

describe('meditationStatus (issue 23 item 4: the status agrees with the log)', () => {
  it('heard on another device: the log has it played with its share, this player heard nothing', () => {
    expect(meditationStatus({ audioPlayed: true, audioListened: 0.6 }, 0)).toEqual({
      heard: true,
      percent: 60,
    });
  });

  it('heard in the log without a share never reads 0 % beside the ticked box', () => {
    expect(meditationStatus({ audioPlayed: true, audioListened: 0 }, 0)).toEqual({
      heard: true,
      percent: null,
    });
    expect(meditationStatus({ audioPlayed: true, audioListened: 0.2 }, 0)).toEqual({
      heard: true,
      percent: null,
    });
  });

  it('not marked in the log: not heard, whatever this player heard, with the larger share', () => {
    expect(meditationStatus({ audioPlayed: false, audioListened: 0.3 }, 0.55)).toEqual({
      heard: false,
      percent: 55,
    });
    expect(meditationStatus({ audioPlayed: false, audioListened: 0 }, 0)).toEqual({
      heard: false,
      percent: 0,
    });
  });

  it('the share is the most the log or this player heard, within 0–100', () => {
    expect(meditationStatus({ audioPlayed: true, audioListened: 0.5 }, 0.93)).toEqual({
      heard: true,
      percent: 93,
    });
    expect(meditationStatus({ audioPlayed: false, audioListened: 1.2 }, 0)).toEqual({
      heard: false,
      percent: 100,
    });
  });
});
