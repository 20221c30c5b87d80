import { describe, expect, it } from 'vitest';
import { wordsOf } from '../src/ai/safety/crisis-features.ts';
import { normalizeForCrisis } from '../src/ai/safety/normalize.ts';
import modelFile from '../src/ai/safety/risk-model.json' with { type: 'json' };
import {
  headProbability,
  loadHeads,
  readingOf,
  type RiskModelFile,
  mixedProbability,
  scoresWith,
  thresholdsOf,
} from '../src/ai/safety/risk-reading.ts';
import {
  loadSequence,
  sequenceForward,
  sequenceLogit,
  sequenceState,
  wordRows,
} from '../src/ai/safety/risk-sequence.ts';
import { fitSequence, type SequenceExample } from './risk-sequence-fit.ts';

/**
 * Issue 31, session 36: the sequence reader (risk-sequence.ts) beside the writer head, and its trainer; session 37: a
 * reader of the someone-else head's own (8f) and one of the head for short texts' own (8h).
 */
const shipped = modelFile as RiskModelFile;
const words = (text: string) => wordsOf(normalizeForCrisis(text));

describe('the sequence reader', () => {
  it('reads a word by its own row and its trigrams, so a typo shares most of them', () => {
    const mask = (1 << 16) - 1;
    expect(wordRows('eu', mask)).toHaveLength(1);
    const right = wordRows('morrer', mask);
    const typo = wordRows('moreer', mask);
    expect(right).toHaveLength(7);
    const shared = typo.slice(1).filter((row) => right.slice(1).includes(row));
    expect(shared.length).toBeGreaterThanOrEqual(3);
    expect(typo[0]).not.toBe(right[0]);
  });

  it('refuses a file of the wrong shape', () => {
    const { sequence } = shipped;
    if (!sequence) throw new Error('the shipped model has a sequence reader (8e)');
    expect(() => loadSequence({ ...sequence, conv: sequence.conv.slice(1) })).toThrow(/filters/);
    expect(() => loadSequence({ ...sequence, bits: sequence.bits - 1 })).toThrow(/table/);
    expect(() => loadSequence({ ...sequence, maxWords: 500 })).toThrow(/words/);
  });

  it('is read only where the writer head alone reads at least its gate, and mixed in there', () => {
    const heads = loadHeads(shipped);
    const sequence = heads.sequence;
    if (!sequence) throw new Error('the shipped model has a sequence reader (8e)');
    expect(sequence.from).toBeGreaterThan(0);
    const ordinary = readingOf('hoje caminhei no parque com meu cachorro e depois fiz um bolo de cenoura');
    expect(headProbability(heads.self, ordinary)).toBeLessThan(sequence.from);
    expect(mixedProbability(heads.self, sequence, ordinary)).toBe(headProbability(heads.self, ordinary));
    const crisis = readingOf('faz dias que eu penso em sumir de vez, ninguem ia sentir falta de mim');
    const alone = headProbability(heads.self, crisis);
    expect(alone).toBeGreaterThanOrEqual(sequence.from);
    const logit = (p: number) => Math.log(p / (1 - p));
    const mixed =
      (1 - sequence.share) * logit(alone) + sequence.share * sequenceLogit(sequence, crisis.tokens);
    expect(mixedProbability(heads.self, sequence, crisis)).toBeCloseTo(1 / (1 + Math.exp(-mixed)), 10);
  });

  it('gives the someone-else head a reader of its own, read the same way (8f)', () => {
    const heads = loadHeads(shipped);
    const { otherSequence } = heads;
    if (!otherSequence) throw new Error('the shipped model has a someone-else reader (8f)');
    const text = 'minha amiga postou uma despedida e disse que nao aguenta mais, o que eu faco?';
    const reading = readingOf(text);
    const alone = headProbability(heads.other, reading);
    expect(alone).toBeGreaterThanOrEqual(otherSequence.from);
    const logit = (p: number) => Math.log(p / (1 - p));
    const mixed =
      (1 - otherSequence.share) * logit(alone) +
      otherSequence.share * sequenceLogit(otherSequence, reading.tokens);
    expect(scoresWith(heads, thresholdsOf(shipped), text).other).toBeCloseTo(1 / (1 + Math.exp(-mixed)), 10);
  });

  it('gives the head for short texts a reader of its own, read the same way (8h)', () => {
    const heads = loadHeads(shipped);
    const { short, shortSequence } = heads;
    if (!short || !shortSequence) throw new Error('the shipped model has a short texts reader (8h)');
    const text = 'pelo menos no caixao eu descanso';
    const reading = readingOf(text);
    expect(reading.tokens.length).toBeLessThanOrEqual(short.maxWords);
    const alone = headProbability(short, reading);
    expect(alone).toBeGreaterThanOrEqual(shortSequence.from);
    const logit = (p: number) => Math.log(p / (1 - p));
    const mixed =
      (1 - shortSequence.share) * logit(alone) +
      shortSequence.share * sequenceLogit(shortSequence, reading.tokens);
    const scores = scoresWith(heads, thresholdsOf(shipped), text);
    expect(scores.short).toBe(true);
    expect(scores.self).toBeCloseTo(1 / (1 + Math.exp(-mixed)), 10);
  });

  it("computes a text's rows again for a reader of another table size", () => {
    const mask = (1 << 12) - 1;
    const small = loadSequence(
      fitSequence([{ words: words('quero sumir hoje'), label: 1, weight: 1 }], {
        bits: 12,
        dim: 8,
        filters: 4,
        maxWords: 20,
        epochs: 1,
        rate: 0.1,
        seed: 3,
        share: 0.5,
      }),
    );
    const sequence = loadHeads(shipped).sequence;
    if (!sequence) throw new Error('the shipped model has a sequence reader (8e)');
    const same = words('ninguem ia sentir falta de mim');
    sequenceLogit(sequence, same);
    const fresh = sequenceForward(
      small,
      same.map((word) => wordRows(word, mask)),
      sequenceState(small),
    );
    expect(sequenceLogit(small, same)).toBe(fresh);
  });

  it('reads a text with no words as its bias, and only its first maxWords words', () => {
    const sequence = loadHeads(shipped).sequence;
    if (!sequence) throw new Error('the shipped model has a sequence reader (8e)');
    expect(sequenceLogit(sequence, [])).toBeCloseTo(sequence.outBias, 10);
    const long = Array.from({ length: sequence.maxWords }, () => 'dia');
    expect(sequenceLogit(sequence, [...long, 'morrer', 'hoje'])).toBe(sequenceLogit(sequence, long));
  });
});

describe('fitting the sequence reader', () => {
  // Which of two verbs follows "quero" decides the label; the words around them are shared.
  const fillers = ['hoje', 'eu', 'so', 'agora', 'de verdade', 'mesmo', 'demais', 'um pouco'];
  const data: SequenceExample[] = fillers.flatMap((before) =>
    fillers.flatMap((after) => [
      { words: words(`${before} quero sumir ${after}`), label: 1 as const, weight: 1 },
      { words: words(`${before} quero dormir ${after}`), label: 0 as const, weight: 1 },
    ]),
  );
  const settings = { bits: 12, dim: 8, filters: 8, maxWords: 20, epochs: 30, rate: 0.1, seed: 3, share: 0.5 };

  it('learns from the labelled texts, and reads a phrasing it never saw', () => {
    const sequence = loadSequence(fitSequence(data, settings));
    const p = (text: string) => 1 / (1 + Math.exp(-sequenceLogit(sequence, words(text))));
    expect(p('olha, quero sumir daqui')).toBeGreaterThan(0.8);
    expect(p('olha, quero dormir daqui')).toBeLessThan(0.2);
  });

  it('gives the same bytes for the same data and seed', () => {
    expect(fitSequence(data, settings)).toEqual(fitSequence(data, settings));
  });
});
