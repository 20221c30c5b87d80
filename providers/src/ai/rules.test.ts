import { describe, expect, it } from 'vitest';
import {
  cardPlan,
  wellbeingAreas,
  wellbeingBand,
  wellbeingRisk,
  wellbeingScore,
  wellbeingTrends,
} from './rules.ts';
import type { WellbeingUsage } from './schemas/wellbeing.ts';

describe('cardPlan (spec §9)', () => {
  it.each([
    [0, 4, true, false],
    [10, 3, true, false],
    [29.9, 3, true, false],
    [30, 3, false, false],
    [49, 3, false, false],
    [50, 2, false, false],
    [70, 2, false, false],
    [71, 2, false, true],
    [99, 2, false, true],
    [100, 1, false, true],
  ])(
    '%f %% gives %i cards, motivation %s, completion %s',
    (percent, count, needsMotivation, needsCompletion) => {
      expect(cardPlan(percent)).toEqual({ count, needsMotivation, needsCompletion });
    },
  );
});

describe('wellbeing rules', () => {
  const defaults: WellbeingUsage = {
    screenTime: 4,
    sleepQuality: 7,
    stressLevel: 5,
    focusLevel: 6,
    socialInteraction: 6,
    physicalActivity: 5,
    moodLevel: 7,
  };
  const best: WellbeingUsage = {
    screenTime: 1,
    sleepQuality: 10,
    stressLevel: 1,
    focusLevel: 10,
    socialInteraction: 10,
    physicalActivity: 10,
    moodLevel: 10,
  };
  const worst: WellbeingUsage = {
    screenTime: 16,
    sleepQuality: 1,
    stressLevel: 10,
    focusLevel: 1,
    socialInteraction: 1,
    physicalActivity: 1,
    moodLevel: 1,
  };

  it.each([
    ['the best sliders', best, 100, 'baixo'],
    ['the spec defaults', defaults, 62, 'médio'],
    ['the worst sliders', worst, 0, 'alto'],
  ] as const)('scores %s', (_label, usage, score, risk) => {
    expect(wellbeingScore(usage)).toBe(score);
    expect(wellbeingRisk(score)).toBe(risk);
  });

  it.each([
    [80, 'good'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
  ] as const)('colours %i as %s', (score, band) => {
    expect(wellbeingBand(score)).toBe(band);
  });

  it('names the clearly unbalanced sliders, worst first, and the strong ones', () => {
    const areas = wellbeingAreas({ ...defaults, screenTime: 9, sleepQuality: 2, moodLevel: 10 });
    expect(areas.concerns).toEqual(['sleepQuality', 'screenTime']);
    expect(areas.strengths).toEqual(['moodLevel']);
  });

  it('reports only the sliders that moved, biggest change first', () => {
    const trends = wellbeingTrends({ ...defaults, sleepQuality: 9 }, { ...defaults, screenTime: 8 });
    expect(trends.map(({ dimension, change }) => [dimension, Math.sign(change)])).toEqual([
      ['screenTime', 1],
      ['sleepQuality', 1],
    ]);
  });
});

describe("the providers' copies of the journey rules", () => {
  it("agree with fixtures' (this package imports nothing internal outside its tests)", async () => {
    const fixtures = await import('@detox/fixtures');
    const { TOTAL_DAYS } = await import('./schemas/common.ts');
    const { REFLECTION_MIN_CHARS, reflectionCounts } = await import('./rules.ts');
    const { REFLECTION_MAX_CHARS } = await import('./schemas/common.ts');
    expect(REFLECTION_MIN_CHARS).toBe(fixtures.REFLECTION_MIN_CHARS);
    expect(REFLECTION_MAX_CHARS).toBe(fixtures.REFLECTION_MAX_CHARS);
    for (const text of ['', ' '.repeat(40), 'x'.repeat(20), ` ${'x'.repeat(20)} `, 'x'.repeat(21)])
      expect(reflectionCounts(text), JSON.stringify(text)).toBe(fixtures.reflectionCounts(text));
    expect(TOTAL_DAYS).toBe(fixtures.TOTAL_DAYS);
  });
});
