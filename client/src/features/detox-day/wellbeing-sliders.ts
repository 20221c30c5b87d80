import { WELLBEING_DEFAULTS, type WellbeingUsageRequest } from '@detox/server/contracts/ai';
import { detoxDayStrings } from './strings.ts';

type WellbeingDimension = keyof WellbeingUsageRequest;

export interface WellbeingSlider {
  dimension: WellbeingDimension;
  label: string;
  min: number;
  max: number;
  step: number;
}

const labels = detoxDayStrings.wellbeing.sliders;
const level = (dimension: Exclude<WellbeingDimension, 'screenTime'>): WellbeingSlider => ({
  dimension,
  label: labels[dimension],
  min: 1,
  max: 10,
  step: 1,
});

/** spec §5: screenTime 0–16 step 0.5; all others 1–10 step 1. */
export const WELLBEING_SLIDERS: readonly WellbeingSlider[] = [
  { dimension: 'screenTime', label: labels.screenTime, min: 0, max: 16, step: 0.5 },
  level('sleepQuality'),
  level('stressLevel'),
  level('focusLevel'),
  level('socialInteraction'),
  level('physicalActivity'),
  level('moodLevel'),
];

/** spec §5 defaults, from the API contract (one home for them). */
export function initialWellbeing(): WellbeingUsageRequest {
  return { ...WELLBEING_DEFAULTS };
}

/** A slider's value snapped to its range and step, so what is sent always passes the API's checks. */
export function sliderValue(slider: WellbeingSlider, raw: number): number {
  if (!Number.isFinite(raw)) return slider.min;
  const snapped = Math.round((raw - slider.min) / slider.step) * slider.step + slider.min;
  return Math.min(slider.max, Math.max(slider.min, snapped));
}

/** spec §9: score colours, ≥ 80 good, ≥ 60 medium, else low. */
export function scoreBand(score: number): 'good' | 'medium' | 'low' {
  if (score >= 80) return 'good';
  if (score >= 60) return 'medium';
  return 'low';
}
