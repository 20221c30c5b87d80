import { describe, expect, it } from 'vitest';
import { initialWellbeing, scoreBand, sliderValue, WELLBEING_SLIDERS } from './wellbeing-sliders.ts';

const slider = (dimension: string) => {
  const found = WELLBEING_SLIDERS.find((candidate) => candidate.dimension === dimension);
  if (!found) throw new Error(dimension);
  return found;
};

describe('wellbeing sliders (spec §5)', () => {
  it('start at the spec defaults', () => {
    expect(initialWellbeing()).toEqual({
      screenTime: 4,
      sleepQuality: 7,
      stressLevel: 5,
      focusLevel: 6,
      socialInteraction: 6,
      physicalActivity: 5,
      moodLevel: 7,
    });
  });

  it('give each caller its own copy of the defaults', () => {
    const first = initialWellbeing();
    first.screenTime = 12;
    expect(initialWellbeing().screenTime).toBe(4);
  });

  it('have screen time 0–16 step 0.5 and the others 1–10 step 1, one slider per input', () => {
    expect(WELLBEING_SLIDERS.map((item) => item.dimension).sort()).toEqual(
      Object.keys(initialWellbeing()).sort(),
    );
    for (const item of WELLBEING_SLIDERS) {
      const range = item.dimension === 'screenTime' ? [0, 16, 0.5] : [1, 10, 1];
      expect([item.min, item.max, item.step], item.dimension).toEqual(range);
    }
  });

  it.each([
    ['screenTime', 4.26, 4.5],
    ['screenTime', 4.2, 4],
    ['screenTime', -3, 0],
    ['screenTime', 30, 16],
    ['stressLevel', 0, 1],
    ['stressLevel', 7.4, 7],
    ['stressLevel', 11, 10],
    ['moodLevel', Number.NaN, 1],
  ])('%s %d snaps to %d', (dimension, raw, expected) => {
    expect(sliderValue(slider(dimension), raw)).toBe(expected);
  });
});

describe('scoreBand (spec §9)', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
    [0, 'low'],
  ])('%i → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
