import type { CardType } from './schemas/cards.ts';
import type { RiskLevel, WellbeingDimension, WellbeingUsage } from './schemas/wellbeing.ts';

/** Spec §9 default profile, for users who never set preferences. */
export const DEFAULT_PREFERENCES = {
  activities: ['meditação', 'leitura', 'caminhada'],
  timeAvailable: 30,
  goals: ['reduzir o tempo de tela', 'melhorar o foco', 'melhorar o bem-estar'],
} as const;
export const DEFAULT_MOOD = 'neutro';

/** Spec §9 default card types, in the order cards are drawn. */
export const DEFAULT_CARD_TYPES: readonly CardType[] = ['task', 'reflection', 'activity', 'challenge'];

export interface CardPlan {
  count: number;
  needsMotivation: boolean;
  needsCompletion: boolean;
}

/** Spec §9: 0 % gives 4 cards, under 50 % 3, under 100 % 2, 100 % 1; motivation below 30 %, completion above 70 %. */
export function cardPlan(progressPercentage: number): CardPlan {
  const percent = Math.min(100, Math.max(0, progressPercentage));
  const count = percent === 0 ? 4 : percent < 50 ? 3 : percent < 100 ? 2 : 1;
  return { count, needsMotivation: percent < 30, needsCompletion: percent > 70 };
}

/** Spec §9 wellbeing score colours. */
export type WellbeingBand = 'good' | 'medium' | 'low';
export function wellbeingBand(score: number): WellbeingBand {
  return score >= 80 ? 'good' : score >= 60 ? 'medium' : 'low';
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const higherIsBetter = (level: number) => clamp01((level - 1) / 9);

/**
 * How good each slider is, 0 (worst) to 1 (best). Up to 2 hours of leisure screen a day counts as fully
 * healthy, 10 hours or more as the worst; stress is the one 1-10 scale where lower is better.
 */
export function wellbeingGoodness(usage: WellbeingUsage): Record<WellbeingDimension, number> {
  return {
    screenTime: clamp01(1 - (usage.screenTime - 2) / 8),
    sleepQuality: higherIsBetter(usage.sleepQuality),
    stressLevel: clamp01((10 - usage.stressLevel) / 9),
    focusLevel: higherIsBetter(usage.focusLevel),
    socialInteraction: higherIsBetter(usage.socialInteraction),
    physicalActivity: higherIsBetter(usage.physicalActivity),
    moodLevel: higherIsBetter(usage.moodLevel),
  };
}

/** Screen time weighs most: it is what the programme changes; sleep, stress, focus and mood follow it. */
const WEIGHTS: Record<WellbeingDimension, number> = {
  screenTime: 0.2,
  sleepQuality: 0.15,
  stressLevel: 0.15,
  focusLevel: 0.15,
  socialInteraction: 0.1,
  physicalActivity: 0.1,
  moodLevel: 0.15,
};

export const WELLBEING_DIMENSIONS = Object.keys(WEIGHTS) as WellbeingDimension[];

export function wellbeingScore(usage: WellbeingUsage): number {
  const goodness = wellbeingGoodness(usage);
  const total = WELLBEING_DIMENSIONS.reduce(
    (sum, dimension) => sum + goodness[dimension] * WEIGHTS[dimension],
    0,
  );
  return Math.round(total * 100);
}

export function wellbeingRisk(score: number): RiskLevel {
  return score >= 70 ? 'baixo' : score >= 45 ? 'médio' : 'alto';
}

/** Dimensions clearly out of balance (worst first), and those going well. */
export function wellbeingAreas(usage: WellbeingUsage): {
  concerns: WellbeingDimension[];
  strengths: WellbeingDimension[];
} {
  const goodness = wellbeingGoodness(usage);
  const byGoodness = [...WELLBEING_DIMENSIONS].sort((a, b) => goodness[a] - goodness[b]);
  return {
    concerns: byGoodness.filter((dimension) => goodness[dimension] < 0.4),
    strengths: byGoodness.filter((dimension) => goodness[dimension] >= 0.7).reverse(),
  };
}

/** Change per dimension since the previous week, in goodness points (positive is better). */
export function wellbeingTrends(
  usage: WellbeingUsage,
  previousWeek: WellbeingUsage,
): { dimension: WellbeingDimension; change: number }[] {
  const now = wellbeingGoodness(usage);
  const before = wellbeingGoodness(previousWeek);
  return WELLBEING_DIMENSIONS.map((dimension) => ({ dimension, change: now[dimension] - before[dimension] }))
    .filter(({ change }) => Math.abs(change) >= 0.1)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}

/**
 * Spec §4: a reflection counts once it is longer than 20 characters. This package imports nothing internal, so it
 * keeps its own copy of fixtures' journey rule; journey-rules.test.ts (fixtures) checks the two agree.
 */
export const REFLECTION_MIN_CHARS = 20;
/** The reflection rule, as fixtures' `reflectionCounts` (journey-rules.test.ts checks the two agree). */
export function reflectionCounts(text: string): boolean {
  return text.trim().length > REFLECTION_MIN_CHARS;
}
