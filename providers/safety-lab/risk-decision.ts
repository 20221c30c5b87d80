import {
  decideRisk,
  loadHeads,
  type RiskHeads,
  type RiskModelFile,
  type RiskVerdict,
  scoresWith,
  thresholdsOf,
} from '../src/ai/safety/risk-reading.ts';
import { screenInput } from '../src/ai/safety/policy.ts';

export type Label = 'self' | 'other' | 'both' | 'none';
export type Verdict = RiskVerdict;

/** A model not committed (trained in a fold), deciding as the policy does. */
export function decide(text: string, model: RiskModelFile): Verdict {
  const heads = loadedHeads.get(model) ?? loadHeads(model);
  loadedHeads.set(model, heads);
  const thresholds = thresholdsOf(model);
  return decideRisk(text, scoresWith(heads, thresholds, text), thresholds);
}

const loadedHeads = new WeakMap<RiskModelFile, RiskHeads>();

/** What the shipped policy answers (screenInput, as the AI routes use it). */
export function verdict(text: string): Verdict {
  const decision = screenInput([text]);
  if (!decision) return { level: 'none', audience: null };
  return { level: decision.level, audience: decision.signal === 'someone-else' ? 'someone-else' : 'self' };
}
