import {
  type RiskSequence,
  type RiskSequenceFile,
  SEQUENCE_MAX_WORDS,
  SEQUENCE_WIDTH,
  sequenceForward,
  sequenceState,
  wordRows,
} from '../src/ai/safety/risk-sequence.ts';
import { seededRandom } from '../src/seeded-random.ts';

/**
 * Trains the sequence reader (providers/src/ai/safety/risk-sequence.ts; issue 31, session 36) on the writer head's
 * labelled texts: weighted logistic loss (a crisis and an ordinary text weigh more, as in the other heads), one text
 * at a time, Adagrad (an accumulator per table row, and per weight of the filters and the output), the step falling
 * linearly to 30% over the epochs, shuffled by a fixed seed: the same data gives the same bytes. The table is then
 * kept as one signed byte per weight.
 */
export interface SequenceSettings {
  bits: number;
  dim: number;
  filters: number;
  maxWords: number;
  epochs: number;
  rate: number;
  seed: number;
  share: number;
}

export interface SequenceExample {
  /** The text's normalised words (crisis-features.ts wordsOf). */
  words: readonly string[];
  label: 0 | 1;
  weight: number;
}

const FIRST_SQUARES = 1e-2;

export function fitSequence(
  data: readonly SequenceExample[],
  settings: SequenceSettings,
  log: (line: string) => void = () => undefined,
): RiskSequenceFile {
  const { dim, filters, rate } = settings;
  const mask = (1 << settings.bits) - 1;
  const random = seededRandom(settings.seed);
  const span = SEQUENCE_WIDTH * dim;
  const sequence: RiskSequence = {
    mask,
    dim,
    filters,
    maxWords: settings.maxWords,
    share: settings.share,
    from: 0,
    step: 1,
    embedding: new Float32Array((mask + 1) * dim),
    conv: new Float32Array(filters * span),
    convBias: new Float32Array(filters).fill(0.01),
    out: new Float32Array(filters),
    outBias: 0,
  };
  const { embedding, conv, convBias, out } = sequence;
  for (let i = 0; i < embedding.length; i++) embedding[i] = (random() - 0.5) * 0.2;
  const spread = Math.sqrt(2 / span);
  for (let i = 0; i < conv.length; i++) conv[i] = (random() - 0.5) * 2 * spread;
  for (let i = 0; i < filters; i++) out[i] = (random() - 0.5) * 0.2;

  const rowSquares = new Float32Array(mask + 1).fill(FIRST_SQUARES);
  const convSquares = new Float32Array(conv.length).fill(FIRST_SQUARES);
  const biasSquares = new Float32Array(filters).fill(FIRST_SQUARES);
  const outSquares = new Float32Array(filters).fill(FIRST_SQUARES);
  let outBiasSquares = FIRST_SQUARES;
  const state = sequenceState(sequence);
  const change = new Float32Array(SEQUENCE_MAX_WORDS * dim);
  const texts = data.map((example) =>
    example.words.slice(0, settings.maxWords).map((word) => wordRows(word, mask)),
  );
  const order = data.map((_, index) => index);

  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const step = rate * (1 - (0.7 * epoch) / settings.epochs);
    let loss = 0;
    for (const index of order) {
      const rows = texts[index] ?? [];
      const example = data[index];
      if (!example || rows.length === 0) continue;
      const logit = sequenceForward(sequence, rows, state);
      const p = 1 / (1 + Math.exp(-logit));
      loss -= example.weight * Math.log(example.label ? p + 1e-9 : 1 - p + 1e-9);
      const error = example.weight * (p - example.label);
      outBiasSquares += error * error;
      sequence.outBias -= (step * error) / Math.sqrt(outBiasSquares);
      const length = rows.length;
      change.fill(0, 0, length * dim);
      for (let filter = 0; filter < filters; filter++) {
        const match = state.best[filter] ?? 0;
        const outChange = error * match;
        const matchChange = error * (out[filter] ?? 0);
        outSquares[filter] = (outSquares[filter] ?? 0) + outChange * outChange;
        out[filter] = (out[filter] ?? 0) - (step * outChange) / Math.sqrt(outSquares[filter] ?? 1);
        const word = state.at[filter] ?? -1;
        if (word < 0 || match <= 0) continue;
        biasSquares[filter] = (biasSquares[filter] ?? 0) + matchChange * matchChange;
        convBias[filter] =
          (convBias[filter] ?? 0) - (step * matchChange) / Math.sqrt(biasSquares[filter] ?? 1);
        for (let k = 0; k < SEQUENCE_WIDTH; k++) {
          const position = word + k - 1;
          if (position < 0 || position >= length) continue;
          const from = position * dim;
          const weights = filter * span + k * dim;
          for (let d = 0; d < dim; d++) {
            change[from + d] = (change[from + d] ?? 0) + matchChange * (conv[weights + d] ?? 0);
            const gradient = matchChange * (state.vectors[from + d] ?? 0);
            convSquares[weights + d] = (convSquares[weights + d] ?? 0) + gradient * gradient;
            conv[weights + d] =
              (conv[weights + d] ?? 0) - (step * gradient) / Math.sqrt(convSquares[weights + d] ?? 1);
          }
        }
      }
      for (let word = 0; word < length; word++) {
        const ofWord = rows[word] ?? [];
        const share = 1 / ofWord.length;
        let squares = 0;
        for (let d = 0; d < dim; d++) squares += (change[word * dim + d] ?? 0) ** 2;
        if (squares === 0) continue;
        for (const row of ofWord) {
          rowSquares[row] = (rowSquares[row] ?? 0) + (squares * share * share) / dim;
          const rowStep = (step * share) / Math.sqrt(rowSquares[row] ?? 1);
          const from = row * dim;
          for (let d = 0; d < dim; d++)
            embedding[from + d] = (embedding[from + d] ?? 0) - rowStep * (change[word * dim + d] ?? 0);
        }
      }
    }
    log(
      `sequence reader: epoch ${epoch + 1} of ${settings.epochs}, mean loss ${(loss / data.length).toFixed(4)}`,
    );
  }
  return packSequence(sequence, settings.bits);
}

const round = (value: number) => Number(value.toPrecision(6));

/** The trained reader as its file: the table as one signed byte per weight (step: the largest weight over 127). */
function packSequence(sequence: RiskSequence, bits: number): RiskSequenceFile {
  let largest = 0;
  for (const value of sequence.embedding) largest = Math.max(largest, Math.abs(value));
  const step = largest / 127 || 1;
  const bytes = new Int8Array(sequence.embedding.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round((sequence.embedding[i] ?? 0) / step);
  return {
    bits,
    dim: sequence.dim,
    filters: sequence.filters,
    maxWords: sequence.maxWords,
    share: sequence.share,
    step: round(step),
    embedding: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64'),
    conv: Array.from(sequence.conv, round),
    convBias: Array.from(sequence.convBias, round),
    out: Array.from(sequence.out, round),
    outBias: round(sequence.outBias),
  };
}
