import {
  decideRisk,
  headProbability,
  loadHead,
  ownSelfScore,
  readingOf,
  type RiskModelFile,
  type RiskVerdict,
} from '../src/ai/safety/risk-reading.ts';
import { screenInput } from '../src/ai/safety/policy.ts';

export type Label = 'self' | 'other' | 'both' | 'none';
export type Verdict = RiskVerdict;

/** A model not committed (trained in a fold), deciding as the policy does. */
export function decide(text: string, model: RiskModelFile): Verdict {
  const self = loadHeadCached(model, 'self');
  const other = loadHeadCached(model, 'other');
  const who = model.who ? loadHeadCached(model, 'who') : undefined;
  const reading = readingOf(text);
  const otherScore = headProbability(other, reading);
  const someoneElse = otherScore >= model.other.card || reading.someoneElseRule;
  return decideRisk(
    text,
    {
      rule: reading.rule,
      self: headProbability(self, reading),
      other: otherScore,
      someoneElseRule: reading.someoneElseRule,
      plainRule: reading.plainRule,
      ownSelf: ownSelfScore(self, text),
      ...(who && someoneElse ? { who: headProbability(who, reading) } : {}),
    },
    {
      self: { card: model.self.card, checkIn: model.self.checkIn },
      other: { card: model.other.card },
      ...(model.who
        ? { who: { writer: model.who.card, selfBelow: model.who.selfBelow ?? model.self.card } }
        : {}),
    },
  );
}

const heads = new WeakMap<RiskModelFile, Record<string, ReturnType<typeof loadHead>>>();
function loadHeadCached(model: RiskModelFile, name: 'self' | 'other' | 'who') {
  const loaded = heads.get(model) ?? {};
  heads.set(model, loaded);
  const file = model[name];
  if (!file) throw new Error(`O modelo não tem a cabeça ${name}.`);
  return (loaded[name] ??= loadHead(file));
}

/** What the shipped policy answers (screenInput, as the AI routes use it). */
export function verdict(text: string): Verdict {
  const decision = screenInput([text]);
  if (!decision) return { level: 'none', audience: null };
  return { level: decision.level, audience: decision.signal === 'someone-else' ? 'someone-else' : 'self' };
}
