import type { Reading, RiskNetFile } from '../src/ai/safety/risk-reading.ts';
import { seededRandom } from '../src/seeded-random.ts';

/**
 * Trains a head's small network (risk-reading.ts, RiskNetFile; issue 31, session 27): one hidden layer of ReLU units
 * over the same hashed features as the logistic regressions. A bucket's row (its low `bits` bits) is an embedding of
 * `hidden` weights; a view's hidden layer sums its facts' rows and its n-grams' rows scaled by 1/√n; the output is a
 * logistic unit. As the linear heads are, it is trained through the view that scores highest (the whole text or a
 * sentence), as inference reads. Adagrad (one accumulator per row, so a rare n-gram keeps a large step), a fixed
 * seed: the same data gives the same bytes.
 */
export interface NetSettings {
  bits: number;
  hidden: number;
  epochs: number;
  rate: number;
  /** The rows start uniform in ±init/2. */
  init: number;
  l2: number;
  seed: number;
}

export interface NetExample {
  reading: Reading;
  label: 0 | 1;
  /** How much the example's error counts (positives and ordinary texts weigh more, as in the linear heads). */
  weight: number;
}

interface Net {
  rows: Float32Array;
  hiddenBias: Float32Array;
  out: Float32Array;
  outBias: number;
}

const EMPTY_VIEW = { buckets: [] as number[], scale: 0 };

export function fitNet(data: readonly NetExample[], settings: NetSettings): RiskNetFile {
  const { hidden, rate, l2 } = settings;
  const mask = (1 << settings.bits) - 1;
  const random = seededRandom(settings.seed);
  const net: Net = {
    rows: new Float32Array((mask + 1) * hidden),
    hiddenBias: new Float32Array(hidden).fill(0.01),
    out: new Float32Array(hidden),
    outBias: 0,
  };
  for (let i = 0; i < net.rows.length; i++) net.rows[i] = (random() - 0.5) * settings.init;
  for (let unit = 0; unit < hidden; unit++) net.out[unit] = (random() - 0.5) * 0.5;
  const rowSquares = new Float32Array(mask + 1).fill(1e-3);
  const biasSquares = new Float32Array(hidden).fill(1e-3);
  const outSquares = new Float32Array(hidden).fill(1e-3);
  let outBiasSquares = 1e-3;
  const layer = new Float32Array(hidden);
  const change = new Float32Array(hidden);

  const fill = (reading: Reading, view: { buckets: readonly number[]; scale: number }) => {
    layer.set(net.hiddenBias);
    for (const bucket of reading.facts) {
      const at = (bucket & mask) * hidden;
      for (let unit = 0; unit < hidden; unit++) layer[unit] = (layer[unit] ?? 0) + (net.rows[at + unit] ?? 0);
    }
    for (const bucket of view.buckets) {
      const at = (bucket & mask) * hidden;
      for (let unit = 0; unit < hidden; unit++)
        layer[unit] = (layer[unit] ?? 0) + (net.rows[at + unit] ?? 0) * view.scale;
    }
    let logit = net.outBias;
    for (let unit = 0; unit < hidden; unit++) {
      const value = layer[unit] ?? 0;
      if (value > 0) logit += value * (net.out[unit] ?? 0);
    }
    return logit;
  };

  const order = data.map((_, index) => index);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const example = data[index];
      if (!example) continue;
      const views = example.reading.views.length > 0 ? example.reading.views : [EMPTY_VIEW];
      let best = views[0] ?? EMPTY_VIEW;
      let bestLogit = Number.NEGATIVE_INFINITY;
      for (const view of views) {
        const logit = fill(example.reading, view);
        if (logit > bestLogit) {
          bestLogit = logit;
          best = view;
        }
      }
      fill(example.reading, best);
      const error = (1 / (1 + Math.exp(-bestLogit)) - example.label) * example.weight;
      let spread = 0;
      for (let unit = 0; unit < hidden; unit++) {
        const value = layer[unit] ?? 0;
        const unitChange = value > 0 ? error * (net.out[unit] ?? 0) : 0;
        change[unit] = unitChange;
        spread += unitChange * unitChange;
        const outChange = error * Math.max(0, value) + l2 * (net.out[unit] ?? 0);
        outSquares[unit] = (outSquares[unit] ?? 0) + outChange * outChange;
        net.out[unit] = (net.out[unit] ?? 0) - (rate * outChange) / Math.sqrt(outSquares[unit] ?? 1);
        biasSquares[unit] = (biasSquares[unit] ?? 0) + unitChange * unitChange;
        net.hiddenBias[unit] =
          (net.hiddenBias[unit] ?? 0) - (rate * unitChange) / Math.sqrt(biasSquares[unit] ?? 1);
      }
      outBiasSquares += error * error;
      net.outBias -= (rate * error) / Math.sqrt(outBiasSquares);
      spread /= hidden;
      const update = (bucket: number, scale: number) => {
        const row = bucket & mask;
        rowSquares[row] = (rowSquares[row] ?? 0) + spread * scale * scale;
        const step = (rate * scale) / Math.sqrt(rowSquares[row] ?? 1);
        const at = row * hidden;
        for (let unit = 0; unit < hidden; unit++) {
          const weight = net.rows[at + unit] ?? 0;
          net.rows[at + unit] = weight - step * (change[unit] ?? 0) - rate * l2 * weight;
        }
      };
      for (const bucket of example.reading.facts) update(bucket, 1);
      for (const bucket of best.buckets) update(bucket, best.scale);
    }
  }
  return compressNet(net, settings);
}

/** The rows as signed bytes of one step (the largest weight is 127 steps); the rest as numbers. */
function compressNet(net: Net, settings: NetSettings): RiskNetFile {
  let largest = 1e-9;
  for (const weight of net.rows) largest = Math.max(largest, Math.abs(weight));
  const step = largest / 127;
  const bytes = new Uint8Array(net.rows.length);
  for (let i = 0; i < net.rows.length; i++) bytes[i] = Math.round((net.rows[i] ?? 0) / step) & 0xff;
  const round = (value: number) => Number(value.toPrecision(7));
  return {
    bits: settings.bits,
    hidden: settings.hidden,
    step,
    rows: Buffer.from(bytes).toString('base64'),
    hiddenBias: [...net.hiddenBias].map(round),
    out: [...net.out].map(round),
    outBias: round(net.outBias),
  };
}
