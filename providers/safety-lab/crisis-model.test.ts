import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisRuleSignal, crisisSignal, type CrisisKind } from '../src/ai/safety/crisis.ts';
import { crisisCorpus } from './crisis-corpus.ts';
import { crisisHeldOut } from './crisis-heldout.ts';
import { closestKind, crisisModelProbability, crisisModelThreshold } from '../src/ai/safety/crisis-model.ts';

const KINDS: readonly CrisisKind[] = [
  'ideation-active',
  'ideation-passive',
  'plan',
  'means',
  'self-harm',
  'farewell',
  'hopelessness',
];

/**
 * What the committed crisis-model.json scores on the phrasings it was trained on (every slice of both corpora,
 * one label per text): a check that the file loads and is the one the report describes, not a blind figure. The
 * blind figures are in crisis-corpus.test.ts (MODEL_BLIND) and docs/decisions/0015-crisis-model.md.
 */
const TRAINED_ON = { crisis: 2886, caught: 2839, negatives: 2361, flagged: 20 };

describe('crisis model (crisis-model.json)', () => {
  const byText = new Map<string, { text: string; crisis: boolean }>();
  for (const phrase of [...crisisCorpus, ...crisisHeldOut])
    if (!byText.has(phrase.text.toLowerCase().trim())) byText.set(phrase.text.toLowerCase().trim(), phrase);
  const phrases = [...byText.values()];

  it('is small and has a threshold chosen by cross-validation', () => {
    const bytes = statSync(new URL('../src/ai/safety/crisis-model.json', import.meta.url)).size;
    console.log(
      `crisis model: ${(bytes / 1024).toFixed(0)} KB, threshold ${crisisModelThreshold.toFixed(3)}`,
    );
    expect(bytes).toBeLessThan(300 * 1024);
    expect(crisisModelThreshold).toBeGreaterThan(0.5);
    expect(crisisModelThreshold).toBeLessThan(1);
  });

  it('scores the phrasings it was trained on as the training run reported', () => {
    const score = { crisis: 0, caught: 0, negatives: 0, flagged: 0 };
    for (const phrase of phrases) {
      const hit = crisisModelProbability(phrase.text) >= crisisModelThreshold;
      if (phrase.crisis) {
        score.crisis++;
        if (hit) score.caught++;
      } else {
        score.negatives++;
        if (hit) score.flagged++;
      }
    }
    console.log(`crisis model alone on its training data: ${JSON.stringify(score)}`);
    expect(score).toEqual(TRAINED_ON);
  }, 30_000);

  it('gives every model-only hit a kind, and never throws', () => {
    const modelOnly = phrases.filter((phrase) => !crisisRuleSignal(phrase.text) && crisisSignal(phrase.text));
    for (const phrase of modelOnly) expect(KINDS).toContain(crisisSignal(phrase.text));
    expect(KINDS).toContain(closestKind(''));
    for (const odd of ['', ' ', '\u0000\u200d', '🙂'.repeat(500), 'a'.repeat(100_000), '...!!!???']) {
      const probability = crisisModelProbability(odd);
      expect(probability).toBeGreaterThanOrEqual(0);
      expect(probability).toBeLessThanOrEqual(1);
    }
    // Both layers on 2,600 phrasings: seconds on a loaded machine.
  }, 60_000);

  it('reads a 2,000-character message quickly', () => {
    const message = phrases
      .filter((phrase) => !phrase.crisis)
      .map((phrase) => phrase.text.replace(/[.!?]*$/, '.'))
      .join(' ')
      .slice(0, 2000);
    for (let i = 0; i < 50; i++) crisisModelProbability(message);
    const runs: number[] = [];
    for (let i = 0; i < 201; i++) {
      const start = performance.now();
      crisisModelProbability(message);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    const median = runs[100] ?? Number.POSITIVE_INFINITY;
    console.log(
      `crisis model speed: a 2,000-character message in ${(median * 1000).toFixed(0)} µs (median of 201)`,
    );
    // Under 1 ms is the target (printed above); a loaded machine makes timed bounds flaky, so this one is loose.
    expect(median).toBeLessThan(20);
  });
});
