import type { CrisisKind } from './crisis.ts';
import { FEATURE_BUCKETS, forEachFeature, sentencesOf, wordsOf } from './crisis-features.ts';
import modelFile from './crisis-model.json' with { type: 'json' };
import { normalizeForCrisis } from './normalize.ts';

/**
 * The statistical layer of the crisis detector (docs/decisions/0015-crisis-model.md): a logistic regression over
 * hashed character and word n-grams (crisis-features.ts), trained by train-crisis-model.ts on every labelled
 * phrasing of crisis-corpus.ts and crisis-heldout.ts and on the app's own ordinary texts (never a crisis). It is
 * meant for what people write: policy.ts does not run it on the mentor's answers. crisis.ts flags a text when its
 * rules fire OR this model's probability reaches the threshold stored with the weights (chosen by
 * cross-validation on the training data).
 *
 * It reads a text whole and each of its sentences on its own, and keeps the highest probability: a crisis
 * sentence in the middle of a long journal entry is not diluted by the rest.
 */

/** The committed file: weights quantised to one signed byte each, only the largest kept (see train-crisis-model.ts). */
export interface CrisisModelFile {
  about: string;
  featureBits: number;
  threshold: number;
  bias: number;
  /** A stored byte b stands for the weight b × step. */
  step: number;
  /** Base64 of, for each kept bucket in ascending order, the gap from the previous one (LEB128) and its byte. */
  weights: string;
}

export interface CrisisModel {
  threshold: number;
  bias: number;
  table: Float32Array;
}

/**
 * The bytes of a base64 text, written one by one into one array (Uint8Array.from with a mapping function first
 * builds a list of every character: 42 MB for the risk model's megabyte of network rows).
 */
export function bytesOfBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/**
 * Packed weights (base64 of, per kept bucket in ascending order, the gap from the previous one in LEB128 and one
 * signed byte) as a dense table of the stored bytes (256 KB, read once at start), a byte b standing for the weight
 * b × step; shared with the risk reader's heads (risk-reading.ts).
 */
export function unpackBytes(weights: string): Int8Array {
  const table = new Int8Array(FEATURE_BUCKETS);
  const bytes = bytesOfBase64(weights);
  let bucket = 0;
  for (let at = 0; at < bytes.length;) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++] ?? 0;
      gap |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
    }
    bucket += gap;
    const stored = bytes[at++] ?? 0;
    if (bucket < FEATURE_BUCKETS) table[bucket] = stored > 127 ? stored - 256 : stored;
  }
  return table;
}

/** The same packed weights as floats (1 MB), each byte times `step`: what this old model sums. */
function unpackWeights(weights: string, step: number): Float32Array {
  return Float32Array.from(unpackBytes(weights), (stored) => stored * step);
}

/** Unpacks the committed file into a dense table (1 MB, read once at start). */
export function loadCrisisModel(file: CrisisModelFile): CrisisModel {
  const table = unpackWeights(file.weights, file.step);
  return { threshold: file.threshold, bias: file.bias, table };
}

function probabilityOfWords(model: CrisisModel, words: readonly string[]): number {
  let sum = 0;
  const count = forEachFeature(words, (bucket) => (sum += model.table[bucket] ?? 0));
  return 1 / (1 + Math.exp(-(model.bias + (count === 0 ? 0 : sum * (1 / Math.sqrt(count))))));
}

/** The model's probability that `normalized` (normalizeForCrisis's output) suggests a crisis: the text whole or its likeliest sentence. */
export function modelProbability(model: CrisisModel, normalized: string): number {
  let best = probabilityOfWords(model, wordsOf(normalized));
  const sentences = sentencesOf(normalized);
  if (sentences.length > 1)
    for (const words of sentences) best = Math.max(best, probabilityOfWords(model, words));
  return best;
}

/**
 * Unpacked when first read: since session 23 the care decision reads the risk reader (risk-reading.ts), and only
 * crisisSignal (the rules and this model, kept for the corpora's tests and the server's) reads this one; a server
 * holds no 1 MB table for it.
 */
let committed: CrisisModel | undefined;

/** The committed model's probability for a raw text; 0 if anything goes wrong (the rules still run). */
export function crisisModelProbability(text: string): number {
  try {
    committed ??= loadCrisisModel(modelFile);
    return modelProbability(committed, normalizeForCrisis(text));
  } catch {
    return 0;
  }
}

/** The committed model's threshold: at or above it, a text is flagged. */
export const crisisModelThreshold = modelFile.threshold;

/**
 * A model hit still needs a kind for the care decision (policy.ts records it): the closest one by the words of the
 * text, checked from the most specific; a text with none of them reads as passive ideation, the broadest kind.
 */
const KIND_WORDS: readonly (readonly [CrisisKind, RegExp])[] = [
  [
    'self-harm',
    /\b(?:cort\w*|machuc\w*|queim\w*|automutil\w*|pulsos?|bracos?|coxas?|lamina|gilete|estilete|sangr\w*)\b/,
  ],
  [
    'means',
    /\b(?:remedios?|comprimidos?|pilulas?|veneno|corda|arma|dose|overdose|altura|andares|predio|ponte)\b/,
  ],
  ['farewell', /\b(?:adeus|despedi\w*|carta|cuidem|perdoem|obrigad[oa] por tudo|valeu por tudo)\b/],
  ['plan', /\b(?:plano|planej\w*|hoje a noite|amanha|data|decidi|ja (?:esta|ta) tudo)\b/],
  ['ideation-active', /\b(?:morrer|matar|suicid\w*|acabar com (?:tudo|a minha vida|minha vida))\b/],
  ['hopelessness', /\b(?:peso|saida|sentido|esperanca|inutil|fardo|falta)\b/],
];

export function closestKind(text: string): CrisisKind {
  const normalized = normalizeForCrisis(text);
  return KIND_WORDS.find(([, words]) => words.test(normalized))?.[0] ?? 'ideation-passive';
}
