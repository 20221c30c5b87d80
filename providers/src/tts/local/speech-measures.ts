import { SAMPLE_RATE } from './pcm.ts';

/**
 * Numbers that tell speech from a tone, for the tests and decision 0014:
 * - dominantShare: the share of the 80 Hz–5 kHz energy (averaged spectrum) in the strongest frequency (±1 bin).
 *   A held tone puts most of its energy there; speech spreads it (its pitch moves).
 * - syllabicModulation: the share of the loudness envelope's modulation (0.5–16 Hz) that falls at 2–8 Hz, the
 *   rate of syllables. A breathing tone swells once every few seconds; speech pulses a few times a second.
 * - pauseShare: the share of 50 ms frames more than 20 dB under the loud frames (95th percentile): silence, or
 *   only the music bed, which lies 22 dB under the voice.
 * - rmsDb / peakDb: loudness in dBFS.
 */
const PAUSE_UNDER_DB = 20;

export interface SpeechMeasures {
  dominantShare: number;
  syllabicModulation: number;
  pauseShare: number;
  rmsDb: number;
  peakDb: number;
  seconds: number;
}

function fftPower(frame: Float64Array): Float64Array {
  const n = frame.length;
  const re = Float64Array.from(frame);
  const im = new Float64Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size)
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const ti = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - tr;
        im[b] = (im[a] ?? 0) - ti;
        re[a] = (re[a] ?? 0) + tr;
        im[a] = (im[a] ?? 0) + ti;
      }
  }
  const power = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k++) power[k] = (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
  return power;
}

function averageSpectrum(samples: Float32Array, size: number): Float64Array {
  const sum = new Float64Array(size / 2);
  const frame = new Float64Array(size);
  const hop = size * 2;
  for (let start = 0; start + size <= samples.length; start += hop) {
    for (let i = 0; i < size; i++)
      frame[i] = (samples[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
    const power = fftPower(frame);
    for (let k = 0; k < power.length; k++) sum[k] = (sum[k] ?? 0) + (power[k] ?? 0);
  }
  return sum;
}

function dominantShareOf(samples: Float32Array, rate: number): number {
  const size = 4096;
  const spectrum = averageSpectrum(samples, size);
  const binHz = rate / size;
  const from = Math.ceil(80 / binHz);
  const to = Math.min(spectrum.length - 1, Math.floor(5000 / binHz));
  let total = 0;
  let best = from;
  for (let k = from; k <= to; k++) {
    total += spectrum[k] ?? 0;
    if ((spectrum[k] ?? 0) > (spectrum[best] ?? 0)) best = k;
  }
  const around = (spectrum[best - 1] ?? 0) + (spectrum[best] ?? 0) + (spectrum[best + 1] ?? 0);
  return total > 0 ? around / total : 0;
}

/** RMS of 10 ms frames. */
function envelope(samples: Float32Array, rate: number, frameSeconds: number): Float64Array {
  const frame = Math.round(rate * frameSeconds);
  const out = new Float64Array(Math.floor(samples.length / frame));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += (samples[i] ?? 0) ** 2;
    out[f] = Math.sqrt(sum / frame);
  }
  return out;
}

function syllabicModulationOf(samples: Float32Array, rate: number): number {
  const frameRate = 100;
  const env = envelope(samples, rate, 1 / frameRate);
  const size = 1024;
  let inBand = 0;
  let total = 0;
  const frame = new Float64Array(size);
  for (let start = 0; start + size <= env.length; start += size / 2) {
    let mean = 0;
    for (let i = 0; i < size; i++) mean += env[start + i] ?? 0;
    mean /= size;
    for (let i = 0; i < size; i++)
      frame[i] = ((env[start + i] ?? 0) - mean) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
    const power = fftPower(frame);
    for (let k = 1; k < power.length; k++) {
      const hz = (k * frameRate) / size;
      if (hz < 0.5 || hz > 16) continue;
      total += power[k] ?? 0;
      if (hz >= 2 && hz <= 8) inBand += power[k] ?? 0;
    }
  }
  return total > 0 ? inBand / total : 0;
}

function pauseShareOf(samples: Float32Array, rate: number): number {
  const env = envelope(samples, rate, 0.05);
  if (env.length === 0) return 0;
  const sorted = Float64Array.from(env).sort();
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const quiet = loud * 10 ** (-PAUSE_UNDER_DB / 20);
  return env.filter((value) => value < quiet).length / env.length;
}

export function measureSpeech(samples: Float32Array, rate = SAMPLE_RATE): SpeechMeasures {
  let sum = 0;
  let top = 0;
  for (const sample of samples) {
    sum += sample * sample;
    top = Math.max(top, Math.abs(sample));
  }
  const db = (value: number) => Math.round(20 * Math.log10(Math.max(value, 1e-9)) * 10) / 10;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    dominantShare: round(dominantShareOf(samples, rate)),
    syllabicModulation: round(syllabicModulationOf(samples, rate)),
    pauseShare: round(pauseShareOf(samples, rate)),
    rmsDb: db(Math.sqrt(sum / Math.max(1, samples.length))),
    peakDb: db(top),
    seconds: Math.round((samples.length / rate) * 10) / 10,
  };
}
