import { describe, expect, it } from 'vitest';
import { crisisSignal, crisisSignalUngated } from './crisis.ts';
import { crisisCorpus, type CorpusPhrase, type CorpusSlice } from './crisis-corpus.ts';

interface Score {
  phrasings: number;
  crisis: number;
  caught: number;
  notCrisis: number;
  falsePositives: number;
  missed: string[];
  flagged: string[];
}

function score(phrases: readonly CorpusPhrase[]): Score {
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
    const signal = crisisSignal(phrase.text);
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
  it('never hide a match: with and without them, the same answer on the corpus and on 5,000 word salads', () => {
    const words = crisisCorpus.flatMap((phrase) => phrase.text.split(/\s+/));
    let seed = 19;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const salads = Array.from({ length: 5000 }, () => {
      const length = 2 + Math.floor(next() * 8);
      const start = Math.floor(next() * (words.length - length));
      return words.slice(start, start + length).join(' ');
    });
    const differ = [...crisisCorpus.map((phrase) => phrase.text), ...salads].filter(
      (text) => crisisSignal(text) !== crisisSignalUngated(text),
    );
    expect(differ).toEqual([]);
  });
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
    // The target is under 1 ms; the bound leaves room for a loaded machine and still catches runaway regexes.
    expect(median).toBeLessThan(2);
  });
});
