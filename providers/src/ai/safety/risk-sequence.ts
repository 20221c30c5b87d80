import { bytesOfBase64 } from './crisis-model.ts';

/**
 * The sequence reader (issue 31, session 36; docs/decisions/0025-care-measured-blind.md, "Session 36"): a small
 * convolutional network that reads a text's words in order, beside the writer heads of risk-reading.ts, whose
 * features are bags of hashed n-grams. Each word is a vector of `dim` numbers: the mean of its own row and of its
 * character trigrams' rows (so "morrer", "morre" and "moreer" lie near each other, and a word never trained on still
 * has a reading); `filters` windows of three words slide over the text, each keeps its strongest match (ReLU, then
 * the maximum over positions), and a logistic unit reads the matches. Unlike a bag of n-grams, a window learns a
 * kind of phrase ("quero sumir", "queria desaparecer") rather than each phrase, and what stands beside the word.
 * Its logit is mixed with the writer head's (`share`); its weights are learnt (providers/safety-lab/risk-sequence-fit.ts),
 * never written by hand.
 */
export interface RiskSequenceFile {
  /** Rows of the word and trigram table: 2^bits. */
  bits: number;
  dim: number;
  filters: number;
  /** A text is read up to this many words (its cost grows with its length; at most SEQUENCE_MAX_WORDS). */
  maxWords: number;
  /** The writer's logit is (1 - share) × the writer head's plus share × this reader's. */
  share: number;
  /**
   * The reader is read only when the writer head's own probability is at least this (absent: always); below it the
   * head reads alone. Most long ordinary texts read far below every threshold, and the reader's cost grows with a
   * text's length (decision 0025, "Session 36").
   */
  from?: number;
  /** A stored byte b of the table stands for b × step. */
  step: number;
  /** Base64 of the 2^bits rows, `dim` signed bytes each. */
  embedding: string;
  /** `filters` × 3 × `dim` weights: filter by filter, the previous word's, the word's, the next word's. */
  conv: number[];
  convBias: number[];
  out: number[];
  outBias: number;
}

export interface RiskSequence {
  mask: number;
  dim: number;
  filters: number;
  maxWords: number;
  share: number;
  from: number;
  step: number;
  /** A training run's float table (step 1), or the committed file's bytes. */
  embedding: Int8Array | Float32Array;
  conv: Float32Array;
  convBias: Float32Array;
  out: Float32Array;
  outBias: number;
}

/** The most words any reader reads of a text (its buffers' size). */
export const SEQUENCE_MAX_WORDS = 120;
export const SEQUENCE_WIDTH = 3;

const WORD_SEED = 0x1b873593;
const TRIGRAM_SEED = 0xe6546b64;

function bucketOf(text: string, seed: number, mask: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & mask;
}

/** A word's rows: its own, then its character trigrams' (with "<" and ">" at its ends) for a word of 3 letters or more. */
export function wordRows(word: string, mask: number): number[] {
  const rows = [bucketOf(word, WORD_SEED, mask)];
  if (word.length < 3) return rows;
  const padded = `<${word}>`;
  for (let at = 0; at + 3 <= padded.length; at++)
    rows.push(bucketOf(padded.slice(at, at + 3), TRIGRAM_SEED, mask));
  return rows;
}

export function loadSequence(file: RiskSequenceFile): RiskSequence {
  const bytes = bytesOfBase64(file.embedding);
  if (bytes.length !== (1 << file.bits) * file.dim) throw new Error('risk sequence: table of the wrong size');
  if (file.maxWords > SEQUENCE_MAX_WORDS) throw new Error('risk sequence: too many words');
  if (file.dim % 4 !== 0) throw new Error('risk sequence: dim not a multiple of 4');
  if (file.conv.length !== file.filters * SEQUENCE_WIDTH * file.dim)
    throw new Error('risk sequence: filters of the wrong size');
  return {
    mask: (1 << file.bits) - 1,
    dim: file.dim,
    filters: file.filters,
    maxWords: file.maxWords,
    share: file.share,
    from: file.from ?? 0,
    step: file.step,
    embedding: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    conv: Float32Array.from(file.conv),
    convBias: Float32Array.from(file.convBias),
    out: Float32Array.from(file.out),
    outBias: file.outBias,
  };
}

/**
 * What one reading leaves behind: the words' vectors, each word's three projections per filter (as the previous,
 * the middle and the next word of a window), and per filter its strongest match and where (for training).
 */
export interface SequenceState {
  vectors: Float32Array;
  projections: Float32Array;
  best: Float32Array;
  at: Int32Array;
}

export function sequenceState(sequence: Pick<RiskSequence, 'dim' | 'filters'>): SequenceState {
  return {
    vectors: new Float32Array(SEQUENCE_MAX_WORDS * sequence.dim),
    projections: new Float32Array(SEQUENCE_MAX_WORDS * SEQUENCE_WIDTH * sequence.filters),
    best: new Float32Array(sequence.filters),
    at: new Int32Array(sequence.filters),
  };
}

/**
 * The reader's logit for a text's rows (`rows[i]`: the rows of its i-th word; it reads the first `maxWords`),
 * leaving in `state` what a training step needs. A text with no words reads as the output's bias. Each word is
 * projected once by every filter's three parts (its cost: words × filters × 3 × dim multiplications, about 1 ns
 * each here), then each filter's window sums three projections.
 */
export function sequenceForward(
  sequence: RiskSequence,
  rows: readonly (readonly number[])[],
  state: SequenceState,
): number {
  const { dim, filters, embedding, conv, convBias, out } = sequence;
  const { vectors, projections, best, at } = state;
  const length = Math.min(rows.length, sequence.maxWords);
  vectors.fill(0, 0, length * dim);
  for (let word = 0; word < length; word++) {
    const ofWord = rows[word] ?? [];
    const weight = sequence.step / ofWord.length;
    const base = word * dim;
    for (const row of ofWord) {
      const from = row * dim;
      for (let d = 0; d < dim; d++)
        vectors[base + d] = (vectors[base + d] ?? 0) + (embedding[from + d] ?? 0) * weight;
    }
  }
  const perWord = SEQUENCE_WIDTH * filters;
  if (dim === 16) project16(conv, vectors, projections, length, filters);
  else project(sequence, vectors, projections, length);
  let logit = sequence.outBias;
  for (let filter = 0; filter < filters; filter++) {
    // The window at a word: the previous word's first part, its own middle part, the next word's last part.
    let strongest = 0;
    let where = -1;
    const bias = convBias[filter] ?? 0;
    for (let word = 0; word < length; word++) {
      let value = bias + (projections[word * perWord + filters + filter] ?? 0);
      if (word > 0) value += projections[(word - 1) * perWord + filter] ?? 0;
      if (word < length - 1) value += projections[(word + 1) * perWord + 2 * filters + filter] ?? 0;
      if (value > strongest) {
        strongest = value;
        where = word;
      }
    }
    best[filter] = strongest;
    at[filter] = where;
    logit += (out[filter] ?? 0) * strongest;
  }
  return logit;
}

/** Each word projected by every filter's three parts, for a reader of any `dim` (a multiple of 4). */
function project(
  sequence: Pick<RiskSequence, 'dim' | 'filters' | 'conv'>,
  vectors: Float32Array,
  projections: Float32Array,
  length: number,
): void {
  const { dim, filters, conv } = sequence;
  const span = SEQUENCE_WIDTH * dim;
  const perWord = SEQUENCE_WIDTH * filters;
  for (let word = 0; word < length; word++) {
    const from = word * dim;
    const into = word * perWord;
    for (let filter = 0; filter < filters; filter++) {
      for (let k = 0; k < SEQUENCE_WIDTH; k++) {
        const weights = filter * span + k * dim;
        let sum = 0;
        // Four at a time (`dim` is a multiple of 4): twice as fast here as one at a time.
        for (let d = 0; d < dim; d += 4)
          sum +=
            (conv[weights + d] ?? 0) * (vectors[from + d] ?? 0) +
            (conv[weights + d + 1] ?? 0) * (vectors[from + d + 1] ?? 0) +
            (conv[weights + d + 2] ?? 0) * (vectors[from + d + 2] ?? 0) +
            (conv[weights + d + 3] ?? 0) * (vectors[from + d + 3] ?? 0);
        projections[into + k * filters + filter] = sum;
      }
    }
  }
}

/**
 * The projections for readers of 16 numbers a word (the shipped ones), each word's vector held in locals and each
 * product written out: a window part's sum is read from 16 weights and 16 locals, not 32 loads in a loop of four
 * (about 1.6 times as fast here). The same products, summed left to right.
 */
function project16(
  conv: Float32Array,
  vectors: Float32Array,
  projections: Float32Array,
  length: number,
  filters: number,
): void {
  const parts = SEQUENCE_WIDTH * filters;
  for (let word = 0; word < length; word++) {
    const f = word * 16;
    const v0 = vectors[f] ?? 0;
    const v1 = vectors[f + 1] ?? 0;
    const v2 = vectors[f + 2] ?? 0;
    const v3 = vectors[f + 3] ?? 0;
    const v4 = vectors[f + 4] ?? 0;
    const v5 = vectors[f + 5] ?? 0;
    const v6 = vectors[f + 6] ?? 0;
    const v7 = vectors[f + 7] ?? 0;
    const v8 = vectors[f + 8] ?? 0;
    const v9 = vectors[f + 9] ?? 0;
    const v10 = vectors[f + 10] ?? 0;
    const v11 = vectors[f + 11] ?? 0;
    const v12 = vectors[f + 12] ?? 0;
    const v13 = vectors[f + 13] ?? 0;
    const v14 = vectors[f + 14] ?? 0;
    const v15 = vectors[f + 15] ?? 0;
    const into = word * parts;
    for (let filter = 0; filter < filters; filter++) {
      for (let k = 0; k < SEQUENCE_WIDTH; k++) {
        const w = (filter * SEQUENCE_WIDTH + k) * 16;
        projections[into + k * filters + filter] =
          (conv[w] ?? 0) * v0 +
          (conv[w + 1] ?? 0) * v1 +
          (conv[w + 2] ?? 0) * v2 +
          (conv[w + 3] ?? 0) * v3 +
          (conv[w + 4] ?? 0) * v4 +
          (conv[w + 5] ?? 0) * v5 +
          (conv[w + 6] ?? 0) * v6 +
          (conv[w + 7] ?? 0) * v7 +
          (conv[w + 8] ?? 0) * v8 +
          (conv[w + 9] ?? 0) * v9 +
          (conv[w + 10] ?? 0) * v10 +
          (conv[w + 11] ?? 0) * v11 +
          (conv[w + 12] ?? 0) * v12 +
          (conv[w + 13] ?? 0) * v13 +
          (conv[w + 14] ?? 0) * v14 +
          (conv[w + 15] ?? 0) * v15;
      }
    }
  }
}

/** Each reader's buffers, made once: a reading allocates nothing but its words' rows. */
const states = new WeakMap<RiskSequence, SequenceState>();

/** The reader's logit for a text's normalised words (crisis-features.ts wordsOf). */
export function sequenceLogit(sequence: RiskSequence, words: readonly string[]): number {
  let state = states.get(sequence);
  if (!state) {
    state = sequenceState(sequence);
    states.set(sequence, state);
  }
  return sequenceForward(sequence, rowsOf(words, sequence), state);
}

/** The last text's rows, kept: the writer's and someone else's readers read the same words with the same table size. */
let lastRows: { words: readonly string[]; mask: number; maxWords: number; rows: number[][] } | undefined;

function rowsOf(
  words: readonly string[],
  { mask, maxWords }: Pick<RiskSequence, 'mask' | 'maxWords'>,
): number[][] {
  if (lastRows?.words !== words || lastRows.mask !== mask || lastRows.maxWords !== maxWords)
    lastRows = { words, mask, maxWords, rows: words.slice(0, maxWords).map((word) => wordRows(word, mask)) };
  return lastRows.rows;
}
