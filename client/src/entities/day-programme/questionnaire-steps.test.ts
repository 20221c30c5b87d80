import { questionsForDay } from '@detox/fixtures/questionnaire';
import { describe, expect, it } from 'vitest';
import { answersFrom, canAdvance, pickOption, toResponses } from './questionnaire-steps.ts';

const questions = questionsForDay(7);
const byId = (id: string) => {
  const question = questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
};
const mood = byId('mood_today');
const environment = byId('environment');

describe('pickOption', () => {
  it.each<[string, typeof mood, Record<string, string[]>, string, string[]]>([
    ['single: first pick', mood, {}, 'good', ['good']],
    ['single: a new pick replaces', mood, { mood_today: ['good'] }, 'great', ['great']],
    ['single: picking again keeps it', mood, { mood_today: ['good'] }, 'good', ['good']],
    ['multiple: first pick', environment, {}, 'home', ['home']],
    ['multiple: a second pick adds', environment, { environment: ['home'] }, 'work', ['home', 'work']],
    ['multiple: picking again removes', environment, { environment: ['home', 'work'] }, 'home', ['work']],
  ])('%s', (_case, question, before, optionId, after) => {
    expect(pickOption(question, before, optionId)[question.id]).toEqual(after);
  });

  it('leaves the other answers alone', () => {
    const answers = pickOption(environment, { mood_today: ['good'] }, 'home');
    expect(answers.mood_today).toEqual(['good']);
  });
});

describe('canAdvance', () => {
  it.each<[string, typeof mood, Record<string, string[]>, boolean]>([
    ['nothing picked', mood, {}, false],
    ['picked', mood, { mood_today: ['good'] }, true],
    ['multiple, all toggled off', environment, { environment: [] }, false],
    ['another question answered only', environment, { mood_today: ['good'] }, false],
  ])('%s → %s', (_case, question, answers, can) => {
    expect(canAdvance(question, answers)).toBe(can);
  });
});

describe('toResponses / answersFrom', () => {
  it('lists every question of the day in order and round-trips', () => {
    const answers = { mood_today: ['good'], environment: ['home', 'social'] };
    const responses = toResponses(questions, answers);
    expect(responses.map((response) => response.questionId)).toEqual(questions.map((q) => q.id));
    expect(responses.find((response) => response.questionId === 'environment')?.selectedOptions).toEqual([
      'home',
      'social',
    ]);
    expect(answersFrom(responses).mood_today).toEqual(['good']);
  });
});
