import { readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_BITS, FEATURE_BUCKETS } from '../src/ai/safety/crisis-features.ts';
import {
  headProbability,
  type Reading,
  readingOf,
  type RiskHeadFile,
  type RiskModelFile,
} from '../src/ai/safety/risk-reading.ts';
import { appOwnTexts } from './app-texts.ts';
import { crisisCorpus } from './crisis-corpus.ts';
import { crisisHeldOut } from './crisis-heldout.ts';
import { decide, type Label, type Verdict } from './risk-decision.ts';
import { shuffled } from './crisis-training.ts';
import { someoneElseNo, someoneElseYes } from './someone-else-corpus.ts';
import { blindSets, type BlindItem } from './blind-sets.ts';

/**
 * Trains the risk reader (providers/src/ai/safety/risk-reading.ts): two logistic regressions, the writer at risk
 * ("self") and someone else at risk ("other"), on every labelled phrasing here, then each head's thresholds by
 * 5-fold cross-validation on the training data alone (the card at ≤ 2% of the hard negatives out of fold, the
 * check-in at ≤ 30%: a question costs little, a missed person at risk a great deal). Deterministic.
 *
 *   node --import tsx providers/safety-lab/train-risk-model.ts --evaluate   each blind set scored by a model trained
 *                                                                           without it (leave one set out)
 *   node --import tsx providers/safety-lab/train-risk-model.ts --write      writes risk-model.json
 *   --score <file.json>   scores a set of {text, label} with the committed model (a set never trained on)
 *
 * Sets listed in blind-sets.ts as held back are never read here.
 */

interface Example {
  text: string;
  self: 0 | 1;
  /** Undefined: not labelled for the other head. */
  other: 0 | 1 | undefined;
  set: string;
  ordinary: boolean;
  reading: Reading;
}

const SETTINGS = {
  epochs: 40,
  lambda: 1e-6,
  learningRate: 1.5,
  positiveWeight: 2,
  keep: 40_000,
  folds: 5,
  cardFalsePositives: 0.02,
  checkInFalsePositives: 0.3,
  otherFalsePositives: 0.08,
  seed: 31,
} as const;

const key = (text: string) => text.toLowerCase().trim();

function examples(without?: string): Example[] {
  const raw: Omit<Example, 'reading'>[] = [
    ...crisisCorpus.map((p) => ({
      text: p.text,
      self: p.crisis ? (1 as const) : (0 as const),
      other: undefined,
      set: p.slice,
      ordinary: false,
    })),
    ...crisisHeldOut.map((p) => ({
      text: p.text,
      self: p.crisis ? (1 as const) : (0 as const),
      other: undefined,
      set: p.slice,
      ordinary: false,
    })),
    ...someoneElseYes.map((text) => ({
      text,
      self: 0 as const,
      other: 1 as const,
      set: 'se-corpus',
      ordinary: false,
    })),
    ...someoneElseNo.map((text) => ({
      text,
      self: 0 as const,
      other: 0 as const,
      set: 'se-corpus',
      ordinary: false,
    })),
    ...blindSets
      .filter((set) => !set.heldBack)
      .flatMap((set) =>
        set.items.map((item: BlindItem) => ({
          text: item.text,
          self: item.label === 'self' || item.label === 'both' ? (1 as const) : (0 as const),
          other: item.label === 'other' || item.label === 'both' ? (1 as const) : (0 as const),
          set: set.name,
          ordinary: false,
        })),
      ),
    ...appOwnTexts()
      .map((text) => text.replace(/\[pausa(?: longa)?\]/g, '').trim())
      .filter((text) => text.split(/\s+/).length >= 2)
      .map((text) => ({ text, self: 0 as const, other: 0 as const, set: 'ordinary', ordinary: true })),
  ];
  const seen = new Set<string>();
  return raw
    .filter((example) => example.set !== without)
    .filter((example) => !seen.has(key(example.text)) && seen.add(key(example.text)))
    .map((example) => ({ ...example, reading: readingOf(example.text) }));
}

type HeadName = 'self' | 'other';

function fit(data: readonly Example[], head: HeadName): { table: Float64Array; bias: number } {
  const labelled = data.filter((example) => example[head] !== undefined);
  const table = new Float64Array(FEATURE_BUCKETS);
  let factor = 1;
  let bias = 0;
  let step = 0;
  for (let epoch = 0; epoch < SETTINGS.epochs; epoch++) {
    for (const example of shuffled(labelled, SETTINGS.seed + epoch)) {
      const label = example[head] ?? 0;
      const rate = SETTINGS.learningRate / Math.sqrt(1 + step / labelled.length);
      step++;
      // The whole text only (inference also reads each sentence and keeps the highest).
      const view = example.reading.views[0] ?? { buckets: [], scale: 0 };
      let sum = bias;
      for (const bucket of example.reading.facts) sum += (table[bucket] ?? 0) * factor;
      let grams = 0;
      for (const bucket of view.buckets) grams += table[bucket] ?? 0;
      sum += grams * factor * view.scale;
      const probability = 1 / (1 + Math.exp(-sum));
      const error = (probability - label) * (label === 1 ? SETTINGS.positiveWeight : 1);
      factor *= 1 - rate * SETTINGS.lambda;
      const gramChange = (rate * error * view.scale) / factor;
      for (const bucket of view.buckets) table[bucket] = (table[bucket] ?? 0) - gramChange;
      const factChange = (rate * error) / factor;
      for (const bucket of example.reading.facts) table[bucket] = (table[bucket] ?? 0) - factChange;
      bias -= rate * error;
      if (factor < 1e-6) {
        for (let i = 0; i < table.length; i++) table[i] = (table[i] ?? 0) * factor;
        factor = 1;
      }
    }
  }
  for (let i = 0; i < table.length; i++) table[i] = (table[i] ?? 0) * factor;
  return { table, bias };
}

function compress(
  fitted: { table: Float64Array; bias: number },
  card: number,
  checkIn: number,
): RiskHeadFile {
  const order = [...fitted.table.keys()]
    .filter((bucket) => (fitted.table[bucket] ?? 0) !== 0)
    .sort((a, b) => Math.abs(fitted.table[b] ?? 0) - Math.abs(fitted.table[a] ?? 0) || a - b)
    .slice(0, SETTINGS.keep)
    .sort((a, b) => a - b);
  const largest = Math.max(...order.map((bucket) => Math.abs(fitted.table[bucket] ?? 0)), 1e-9);
  const step = largest / 127;
  const bytes: number[] = [];
  let previous = 0;
  for (const bucket of order) {
    const stored = Math.round((fitted.table[bucket] ?? 0) / step);
    if (stored === 0) continue;
    let gap = bucket - previous;
    previous = bucket;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap, stored & 0xff);
  }
  return { bias: fitted.bias, step, weights: Buffer.from(bytes).toString('base64'), card, checkIn };
}

const probabilityWith = (fitted: { table: Float64Array; bias: number }, reading: Reading) =>
  headProbability({ bias: fitted.bias, table: fitted.table as unknown as Float32Array }, reading);

/** The lowest threshold with at most `share` of the hard negatives at or above it. */
function thresholdAt(scores: number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  return Math.min(0.999999, (sorted[Math.floor(share * sorted.length)] ?? 0) + 1e-7);
}

/** Out-of-fold probabilities of the blind sets' hard negatives, per head, for the thresholds. */
function outOfFoldNegatives(data: readonly Example[]): { self: number[]; other: number[] } {
  const order = shuffled([...data.keys()], SETTINGS.seed);
  const foldOf = new Map<number, number>();
  order.forEach((index, at) => foldOf.set(index, at % SETTINGS.folds));
  const negatives = { self: [] as number[], other: [] as number[] };
  for (let fold = 0; fold < SETTINGS.folds; fold++) {
    const train = data.filter((_, index) => foldOf.get(index) !== fold);
    const out = data.filter((example, index) => foldOf.get(index) === fold && !example.ordinary);
    const self = fit(train, 'self');
    const other = fit(train, 'other');
    // The blind sets' hard negatives: written like the texts the app meets, they are harder than the older
    // corpora's, whose share at a threshold says little of a new writer's.
    for (const example of out.filter((candidate) => candidate.set.startsWith('blind-2'))) {
      if (example.self === 0) negatives.self.push(probabilityWith(self, example.reading));
      if (example.other === 0) negatives.other.push(probabilityWith(other, example.reading));
    }
  }
  return negatives;
}

interface Shares {
  card: number;
  checkIn: number;
  other: number;
}

const defaultShares: Shares = {
  card: SETTINGS.cardFalsePositives,
  checkIn: SETTINGS.checkInFalsePositives,
  other: SETTINGS.otherFalsePositives,
};

/** Both heads fitted on all of `data`, and a model file for any shares of the out-of-fold negatives. */
export function trainHeads(data: readonly Example[]): (shares: Shares, about: string) => RiskModelFile {
  const negatives = outOfFoldNegatives(data);
  const self = fit(data, 'self');
  const other = fit(data, 'other');
  return (shares, about) => {
    const card = thresholdAt(negatives.self, shares.card);
    const checkIn = Math.min(card, thresholdAt(negatives.self, shares.checkIn));
    const otherCard = thresholdAt(negatives.other, shares.other);
    return {
      about,
      featureBits: FEATURE_BITS,
      self: compress(self, card, checkIn),
      other: compress(other, otherCard, otherCard),
    };
  };
}

export function train(data: readonly Example[], about: string, shares = defaultShares): RiskModelFile {
  return trainHeads(data)(shares, about);
}

/** The figures issue 31 asks for, of one set, under a decision function. */
export function score(
  items: readonly BlindItem[],
  verdictOf: (text: string) => Verdict,
): Record<string, string> {
  const count = (label: Label, test: (verdict: Verdict) => boolean) =>
    items.filter((item) => item.label === label && test(verdictOf(item.text))).length;
  const total = (label: Label) => items.filter((item) => item.label === label).length;
  const pct = (part: number, whole: number) =>
    `${((100 * part) / Math.max(whole, 1)).toFixed(1)}% (${part}/${whole})`;
  const self = total('self');
  const none = total('none');
  const other = total('other');
  const both = total('both');
  return {
    'crisis → card or check-in': pct(
      count('self', (v) => v.audience === 'self'),
      self,
    ),
    'crisis → card': pct(
      count('self', (v) => v.audience === 'self' && v.level === 'card'),
      self,
    ),
    'hard negatives → card': pct(
      count('none', (v) => v.level === 'card'),
      none,
    ),
    'hard negatives → check-in': pct(
      count('none', (v) => v.level === 'check-in'),
      none,
    ),
    "someone else → helper's words": pct(
      count('other', (v) => v.audience === 'someone-else'),
      other,
    ),
    'someone else → nothing': pct(
      count('other', (v) => v.level === 'none'),
      other,
    ),
    "both → writer's card or check-in": pct(
      count('both', (v) => v.audience === 'self'),
      both,
    ),
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1]?.endsWith('train-risk-model.ts')) {
  if (process.argv.includes('--evaluate')) {
    // --shares card,checkIn,other;card,checkIn,other… tries several operating points on the same fitted heads.
    const tried: Shares[] = (argument('--shares') ?? '')
      .split(';')
      .filter(Boolean)
      .map((triple) => {
        const [card = 0, checkIn = 0, other = 0] = triple.split(',').map(Number);
        return { card, checkIn, other };
      });
    for (const set of blindSets.filter((s) => !s.heldBack && s.evaluate)) {
      const started = performance.now();
      const heads = trainHeads(examples(set.name));
      for (const shares of tried.length > 0 ? tried : [defaultShares]) {
        const model = heads(shares, `without ${set.name}`);
        const keep = argument('--keep-models');
        if (keep) writeFileSync(`${keep}/without-${set.name}.json`, JSON.stringify(model));
        console.log(
          `\n${set.name} without it, shares ${JSON.stringify(shares)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
        console.table(score(set.items, (text) => decide(text, model)));
      }
    }
  }
  if (process.argv.includes('--write')) {
    const data = examples();
    const sets = [...new Set(data.map((example) => example.set))];
    const model = train(
      data,
      `Risk reader (risk-reading.ts), written by providers/safety-lab/train-risk-model.ts: ${data.length} texts (${sets.join(', ')}); ${SETTINGS.epochs} epochs, L2 ${SETTINGS.lambda}, ${SETTINGS.keep} largest weights per head; thresholds by ${SETTINGS.folds}-fold cross-validation: card at <= ${SETTINGS.cardFalsePositives * 100}% and check-in at <= ${SETTINGS.checkInFalsePositives * 100}% of hard negatives out of fold; other head at <= ${SETTINGS.otherFalsePositives * 100}%.`,
    );
    const path = new URL('../src/ai/safety/risk-model.json', import.meta.url);
    writeFileSync(path, `${JSON.stringify(model, null, 1)}\n`);
    console.log(
      `risk-model.json: self card ${model.self.card.toFixed(3)}, check-in ${model.self.checkIn.toFixed(3)}; other ${model.other.card.toFixed(3)}`,
    );
  }
  const scorePath = argument('--score');
  if (scorePath) {
    const items = JSON.parse(readFileSync(scorePath, 'utf8')) as BlindItem[];
    const { verdict } = await import('./risk-decision.ts');
    console.table(score(items, verdict));
  }
}
