import { describe, expect, it } from 'vitest';
import { answersForScoring, canGoBack, goBack, isFinished, pickOption, startQuiz } from './quiz-flow.ts';

const ids = ['sleep', 'pickups', 'moments'];

describe('quiz flow', () => {
  it('starts on the first question with Back disabled', () => {
    const flow = startQuiz();
    expect(flow.index).toBe(0);
    expect(canGoBack(flow)).toBe(false);
    expect(goBack(flow)).toEqual(flow);
  });

  it('stores a pick and advances, one question at a time', () => {
    const flow = pickOption(startQuiz(), ids, 'sleep_bad');
    expect(flow).toEqual({ index: 1, answers: { sleep: 'sleep_bad' } });
    expect(canGoBack(flow)).toBe(true);
  });

  it('goes back keeping the answer, and a new pick replaces it (single pick, also on multiple-type)', () => {
    let flow = pickOption(pickOption(startQuiz(), ids, 'sleep_bad'), ids, 'pickups_many');
    flow = goBack(flow);
    expect(flow).toEqual({ index: 1, answers: { sleep: 'sleep_bad', pickups: 'pickups_many' } });
    flow = pickOption(flow, ids, 'pickups_rare');
    expect(flow.answers.pickups).toBe('pickups_rare');
    flow = pickOption(flow, ids, 'night');
    flow = goBack(flow);
    flow = pickOption(flow, ids, 'work');
    expect(answersForScoring(flow)).toEqual({
      sleep: ['sleep_bad'],
      pickups: ['pickups_rare'],
      moments: ['work'],
    });
  });

  it('finishes after the last pick, and ignores picks after that', () => {
    let flow = startQuiz();
    for (const option of ['a', 'b', 'c']) {
      expect(isFinished(flow, ids)).toBe(false);
      flow = pickOption(flow, ids, option);
    }
    expect(isFinished(flow, ids)).toBe(true);
    expect(pickOption(flow, ids, 'd')).toBe(flow);
  });
});
