import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisRuleSignal, crisisSignal, crisisSignalUngated } from '../src/ai/safety/crisis.ts';
import { crisisCorpus, type CorpusSlice } from './crisis-corpus.ts';
import { crisisHeldBack } from './crisis-held-back.ts';
import { crisisHeldOut, type HeldOutSlice } from './crisis-heldout.ts';

/** A labelled phrasing from either corpus. */
type Labelled = Readonly<{ text: string; crisis: boolean; kind: string }>;

interface Score {
  phrasings: number;
  crisis: number;
  caught: number;
  notCrisis: number;
  falsePositives: number;
  missed: string[];
  flagged: string[];
}

/** Scores a detector on labelled phrasings: by default the whole one (the rules OR the model). */
function score(
  phrases: readonly Labelled[],
  detector: (text: string) => string | undefined = crisisSignal,
): Score {
  const result: Score = {
    phrasings: phrases.length,
    crisis: 0,
    caught: 0,
    notCrisis: 0,
    falsePositives: 0,
    missed: [],
    flagged: [],
  };
  for (const phrase of phrases) {
    const signal = detector(phrase.text);
    if (phrase.crisis) {
      result.crisis++;
      if (signal) result.caught++;
      else result.missed.push(`${phrase.kind}: ${phrase.text}`);
    } else {
      result.notCrisis++;
      if (signal) {
        result.falsePositives++;
        result.flagged.push(`${phrase.kind} (read as ${signal}): ${phrase.text}`);
      }
    }
  }
  return result;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const recall = (s: Score) => s.caught / s.crisis;
const falsePositiveRate = (s: Score) => s.falsePositives / s.notCrisis;
const describeScore = (s: Score) =>
  `recall ${percent(s.caught, s.crisis)} (${s.caught}/${s.crisis}); ` +
  `false positives ${percent(s.falsePositives, s.notCrisis)} (${s.falsePositives}/${s.notCrisis})`;

/**
 * What each held-out slice scored the one time it was run blind (see CorpusSlice), before its misses were used to
 * fix general rules. Together: the honest estimate of how the detector does on phrasings it was not written for.
 */
const BLIND =
  'held-out-1 recall 75.0% (33/44), false positives 0.0% (0/35); held-out-2 recall 32.0% (8/25), 0.0% (0/20); ' +
  'held-out-3 recall 55.0% (11/20), 8.3% (1/12); together recall 58.4% (52/89), false positives 1.5% (1/67)';

describe('crisis corpus', () => {
  const all = score(crisisCorpus);
  const slice = (name: CorpusSlice) => score(crisisCorpus.filter((phrase) => phrase.slice === name));
  const heldOut = (['held-out-1', 'held-out-2', 'held-out-3'] as const).map(
    (name) => [name, slice(name)] as const,
  );

  it('is large and mostly hard: at least 300 phrasings, at least 40% of them not a crisis', () => {
    expect(all.phrasings).toBeGreaterThanOrEqual(300);
    expect(all.notCrisis / all.phrasings).toBeGreaterThanOrEqual(0.4);
    const heldOutPhrasings = heldOut.reduce((sum, [, s]) => sum + s.phrasings, 0);
    expect(heldOutPhrasings / all.phrasings).toBeGreaterThanOrEqual(0.2);
    expect(new Set(crisisCorpus.map((phrase) => phrase.text)).size).toBe(crisisCorpus.length);
  });

  it('catches at least 98% of crises with at most 2% false positives', () => {
    console.log(
      `crisis corpus: ${all.phrasings} phrasings (${all.crisis} crisis, ${all.notCrisis} not); ${describeScore(all)}; ` +
        heldOut.map(([name, s]) => `${name} now ${describeScore(s)}`).join('; ') +
        `; the held-out slices scored blind, each once before its misses were used: ${BLIND}`,
    );
    expect(recall(all), `missed:\n${all.missed.join('\n')}`).toBeGreaterThanOrEqual(0.98);
    expect(falsePositiveRate(all), `flagged:\n${all.flagged.join('\n')}`).toBeLessThanOrEqual(0.02);
  });
});

/**
 * What crisis-heldout.ts scored the one time each of its slices was run blind. held-out-4 was written before its
 * writer read the detector or crisis-corpus.ts; blind-5 to blind-10 were each written before the round of changes
 * that they then measured, and each round used only the misses of the slice before. "before" is the detector as it
 * was before issue 19's rework (for blind-5 to -10 only that figure was looked at, not the misses). Every slice's
 * misses were then used to fix general rules, so the figures printed as "now" are no longer blind: the honest
 * estimate for new phrasings is the blind one (pooled over blind-5 to -10: recall 85.6%, 332/388; false positives
 * 4.0%, 11/275; the old detector on the same sets: 74.2%, 288/388; 5.1%, 14/275).
 */
const HELD_OUT_BLIND =
  'held-out-4 (553): before 68.0% (223/328), false positives 10/225; ' +
  'blind-5 (120): before 72.9% (51/70), 0/50; blind after round 1 91.4% (64/70), 0/50; ' +
  'blind-6 (111): before 65.2% (43/66), 4/45; blind after round 2 74.2% (49/66), 3/45; ' +
  'blind-7 (108): before 68.3% (43/63), 2/45; blind after round 3 82.5% (52/63), 2/45; ' +
  'blind-8 (108): before 88.9% (56/63), 3/45; blind after round 4 90.5% (57/63), 4/45; ' +
  'blind-9 (108): before 68.3% (43/63), 2/45; blind after round 5 81.0% (51/63), 1/45; ' +
  'blind-10 (108): before 82.5% (52/63), 3/45; blind after round 6 93.7% (59/63), 1/45; ' +
  'pooled blind-5 to -10 after: 85.6% (332/388), 11/275 false positives; before: 74.2% (288/388), 14/275; ' +
  'blind-11 (176): before round 7 80.4% (90/112), 3/64 (its misses then used for round 7, so not blind after); ' +
  'blind-12 (125): blind after round 7 43.4% (33/76), 2/49 (its misses then used for round 8); ' +
  'blind-13 (633 as written): rules alone after round 8 41.8% (142/340), 14/293 (not used for rules; see MODEL_BLIND)';

/**
 * The rules OR the statistical model (crisis-model.ts), each slice scored by a model trained without it (leave one
 * set out, train-crisis-model.ts --evaluate; threshold by cross-validation on the training sets only). Only the
 * blind-13 figure is blind for the rules too: every other slice's misses had already been turned into rules.
 */
const MODEL_BLIND =
  'blind-13 (633, labelled as in crisis-heldout.ts: 317/316): rules alone 43.5% (138/317), 18/316 false positives; ' +
  'rules + model never trained on it 66.2% (210/317), 25/316; as written (340/293): rules 41.8% (142/340), 14/293; ' +
  'rules + model 63.2% (215/340), 20/293. Leave-one-set-out over all 13 sets was run only for an earlier ' +
  'configuration (decision 0015)';

/**
 * blind-14 to -17 (session 10): four authors, four styles, 2,640 phrasings, none seen by the rules' author. Scored
 * blind as written, by the detector then shipped (rules + the model trained on sets up to blind-13): pooled recall
 * 74.2% (1054/1420), false positives 9.3% (115/1240). Then each by a model trained on everything but that set
 * (leave-one-set-out, threshold at 5% out-of-fold false positives), the rules still blind to all four.
 */
const AUTHORED_BLIND =
  'shipped detector before them: blind-14 76.4% (275/360), 24/300; blind-15 70.0% (238/340), 25/300; ' +
  'blind-16 79.7% (287/360), 24/320; blind-17 70.6% (254/360), 42/320; rules alone 41.7-57.2%, 5.0-7.2% FP. ' +
  'Model never trained on the set: blind-14 85.8% (309/360), 26/299; blind-15 80.3% (273/340), 21/300; ' +
  'blind-16 84.9% (299/352), 22/309; blind-17 84.7% (305/360), 50/320; pooled 84.0% (1186/1412), 9.7% (119/1228)';

const AUTHORED = ['blind-14', 'blind-15', 'blind-16', 'blind-17'] as const satisfies readonly HeldOutSlice[];

describe('held-out crisis corpus (crisis-heldout.ts)', () => {
  const slices = (
    [
      'held-out-4',
      'blind-5',
      'blind-6',
      'blind-7',
      'blind-8',
      'blind-9',
      'blind-10',
      'blind-11',
      'blind-12',
      'blind-13',
    ] as const satisfies readonly HeldOutSlice[]
  ).map((name) => [name, score(crisisHeldOut.filter((phrase) => phrase.slice === name))] as const);
  const authored = new Set<string>(AUTHORED);
  const byText = new Map<string, Labelled>();
  for (const phrase of [...crisisCorpus, ...crisisHeldOut.filter((phrase) => !authored.has(phrase.slice))])
    byText.set(phrase.text.toLowerCase(), phrase);
  const union = score([...byText.values()]);

  it('is large and hard: at least 400 phrasings, 250 crises and 150 hard negatives, none repeated', () => {
    const heldOut = score(crisisHeldOut);
    expect(heldOut.phrasings).toBeGreaterThanOrEqual(400);
    expect(heldOut.crisis).toBeGreaterThanOrEqual(250);
    expect(heldOut.notCrisis).toBeGreaterThanOrEqual(150);
    expect(new Set(crisisHeldOut.map((phrase) => phrase.text)).size).toBe(crisisHeldOut.length);
  });

  it('on the union of both corpora, catches at least 98% of crises with at most 2% false positives', () => {
    console.log(
      `held-out crisis corpus now: ${slices.map(([name, s]) => `${name} ${describeScore(s)}`).join('; ')}; ` +
        `union with crisis-corpus.ts (${union.phrasings} distinct phrasings): ${describeScore(union)} ` +
        `(the rules alone: ${describeScore(score([...byText.values()], crisisRuleSignal))}); ` +
        `scored blind: ${HELD_OUT_BLIND}; with the model: ${MODEL_BLIND}`,
    );
    expect(recall(union), `missed:\n${union.missed.join('\n')}`).toBeGreaterThanOrEqual(0.98);
    expect(falsePositiveRate(union), `flagged:\n${union.flagged.join('\n')}`).toBeLessThanOrEqual(0.02);
  });

  /**
   * The authored sets measure generalisation; the model now trains on them too, so the figure here is not blind
   * (the blind ones are AUTHORED_BLIND). Their negatives are adversarial on purpose (negations, others in danger,
   * medicine bought for a child), so the false-positive bound is looser than the corpus target.
   */
  it('on the four authored sets (written to measure generalisation), catches at least 97% with at most 8% false positives', () => {
    const sets = score(crisisHeldOut.filter((phrase) => authored.has(phrase.slice)));
    console.log(`authored sets now (trained on): ${describeScore(sets)}; scored blind: ${AUTHORED_BLIND}`);
    expect(recall(sets)).toBeGreaterThanOrEqual(0.97);
    expect(falsePositiveRate(sets)).toBeLessThanOrEqual(0.08);
  });
});

describe('sets held back from training (crisis-held-back.ts)', () => {
  /**
   * Blind for the shipped detector: written after it was trained, never used by the rules or the training. On
   * 2026-11-26: blind-18 87.3% (261/299), 29/300 false positives; blind-19 81.0% (239/295), 28/300; pooled 84.2%
   * (500/594), 9.5% (57/600). The rules alone: 54.5% and 48.1%. A retrained model must not do worse here.
   */
  it('catches at least 80% of their crises with at most 12% false positives', () => {
    const held = score([...crisisHeldBack]);
    console.log(`held-back sets (never trained on): ${describeScore(held)}`);
    expect(held.crisis).toBeGreaterThanOrEqual(590);
    expect(recall(held)).toBeGreaterThanOrEqual(0.8);
    expect(falsePositiveRate(held)).toBeLessThanOrEqual(0.12);
  });

  it('are not read by the training script', () => {
    const script = readFileSync(new URL('./train-crisis-model.ts', import.meta.url), 'utf8');
    const training = readFileSync(new URL('./crisis-training.ts', import.meta.url), 'utf8');
    expect(script + training).not.toMatch(/held-back|crisisHeldBack/);
  });
});

describe('crisisSignal on the phrasings from issue 19', () => {
  it.each([
    ['tenho pensado em morrer'],
    ['me cortei ontem de novo'],
    ['quero me jogar do prédio'],
    ['vou tomar todos os meus remédios hoje'],
    ['queria dormir e nunca mais acordar'],
  ])('catches %j', (text) => {
    expect(crisisSignal(text)).toBeDefined();
  });

  it.each([['morri de rir'], ['me mata de vergonha'], ['morrendo de sono']])(
    'lets the idiom %j through',
    (text) => {
      expect(crisisSignal(text)).toBeUndefined();
    },
  );

  it('reads a denial as a denial, unless a signal follows it', () => {
    expect(crisisSignal('não penso em suicídio')).toBeUndefined();
    expect(crisisSignal('não penso em suicídio, mas às vezes queria não acordar')).toBe('ideation-passive');
  });

  it('names a kind, never the words the person wrote', () => {
    expect(crisisSignal('queria dormir e nunca mais acordar')).toBe('ideation-passive');
    expect(crisisSignal('Escrevi uma carta de despedida.')).toBe('plan');
  });
});

describe('crisisSignal gate words', () => {
  it('never hide a match: with and without them, the rules give the same answer on the corpus and 5,000 word salads', () => {
    const texts = [...crisisCorpus, ...crisisHeldOut].map((phrase) => phrase.text);
    const words = texts.flatMap((text) => text.split(/\s+/));
    let seed = 19;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const salads = Array.from({ length: 5000 }, () => {
      const length = 2 + Math.floor(next() * 8);
      const start = Math.floor(next() * (words.length - length));
      return words.slice(start, start + length).join(' ');
    });
    const differ = [...texts, ...salads].filter(
      (text) => crisisRuleSignal(text) !== crisisSignalUngated(text),
    );
    expect(differ).toEqual([]);
    // 2 × 7,600 texts through every rule: seconds when other suites share the machine.
  }, 60_000);
});

describe('crisisSignal speed', () => {
  it('reads the whole corpus and a 5,000-character reflection quickly', () => {
    const sentences = crisisCorpus
      .filter((phrase) => !phrase.crisis)
      .map((phrase) => phrase.text.replace(/[.!?]*$/, '.'))
      .join(' ');
    const reflection = sentences.repeat(Math.ceil(5000 / sentences.length)).slice(0, 5000);
    for (let i = 0; i < 20; i++) crisisSignal(reflection);

    const corpusStart = performance.now();
    for (const phrase of crisisCorpus) crisisSignal(phrase.text);
    const corpusMs = performance.now() - corpusStart;

    const runs: number[] = [];
    for (let i = 0; i < 101; i++) {
      const start = performance.now();
      crisisSignal(reflection);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    const median = runs[50] ?? Number.POSITIVE_INFINITY;
    console.log(
      `crisis detector speed: ${crisisCorpus.length} corpus phrasings in ${corpusMs.toFixed(2)} ms; ` +
        `a ${reflection.length}-character text in ${median.toFixed(3)} ms (median of ${runs.length})`,
    );
    // The target is under 1 ms (printed above). Timed tests flake on a loaded machine, so the bound only
    // catches a runaway regex (catastrophic backtracking takes seconds, not milliseconds).
    expect(median).toBeLessThan(50);
    // The rules and the model on 121 texts of 5,000 characters: over 5 s on a loaded machine.
  }, 30_000);

  it('reads a 2,000-character message with no crisis in it (every clause read, no early answer), with no runaway', () => {
    const ordinary = [...crisisCorpus, ...crisisHeldOut]
      .filter((phrase) => !phrase.crisis)
      .map((phrase) => phrase.text.replace(/[.!?]*$/, '.'))
      .join(' ');
    const message = ordinary.slice(0, 2000);
    expect(crisisSignal(message)).toBeUndefined();
    for (let i = 0; i < 50; i++) crisisSignal(message);
    const runs: number[] = [];
    for (let i = 0; i < 201; i++) {
      const start = performance.now();
      crisisSignal(message);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    const median = runs[100] ?? Number.POSITIVE_INFINITY;
    console.log(
      `crisis detector speed: a 2,000-character message in ${(median * 1000).toFixed(0)} µs (median of 201)`,
    );
    // Under 1 ms is the target (printed above); the bound is for a runaway regex only (see above).
    expect(median).toBeLessThan(20);
  });
});
