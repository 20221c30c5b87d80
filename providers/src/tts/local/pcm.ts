import { mp3Encoder } from '../mp3-encoder.ts';
import { concatBytes } from '../concat-bytes.ts';

/** The local pipeline's one sample rate (eSpeak's own, and the music bed's). */
export const SAMPLE_RATE = 22_050;

export const seconds = (samples: number) => samples / SAMPLE_RATE;
export const samplesOf = (secondsLong: number) => Math.round(secondsLong * SAMPLE_RATE);
export const decibels = (gain: number) => 20 * Math.log10(Math.max(gain, 1e-9));
export const gainOf = (db: number) => 10 ** (db / 20);

export function fromInt16(pcm: Int16Array): Float32Array {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = (pcm[i] ?? 0) / 32768;
  return out;
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

export function peak(samples: Float32Array): number {
  let max = 0;
  for (const sample of samples) max = Math.max(max, Math.abs(sample));
  return max;
}

/** Drops the silence a synthesiser leaves around a phrase, keeping a short margin so no consonant is clipped. */
export function trimSilence(samples: Float32Array, margin = samplesOf(0.04)): Float32Array {
  const threshold = peak(samples) * 0.02;
  let start = 0;
  while (start < samples.length && Math.abs(samples[start] ?? 0) < threshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1] ?? 0) < threshold) end--;
  return samples.subarray(Math.max(0, start - margin), Math.min(samples.length, end + margin));
}

/**
 * A softer voice: a gentle high-pass (no rumble) and low-pass (eSpeak's buzz above about 4.5 kHz tamed), then
 * short fades so each phrase starts and ends without a click.
 */
export function soften(samples: Float32Array, fadeSeconds = 0.03): Float32Array {
  const out = new Float32Array(samples.length);
  const lowAlpha = 1 - Math.exp((-2 * Math.PI * 4500) / SAMPLE_RATE);
  const highAlpha = Math.exp((-2 * Math.PI * 70) / SAMPLE_RATE);
  let low = 0;
  let previousIn = 0;
  let high = 0;
  for (let i = 0; i < samples.length; i++) {
    low += lowAlpha * ((samples[i] ?? 0) - low);
    high = highAlpha * (high + low - previousIn);
    previousIn = low;
    out[i] = high;
  }
  const fade = Math.min(samplesOf(fadeSeconds), Math.floor(out.length / 2));
  for (let i = 0; i < fade; i++) {
    const gain = Math.sin((Math.PI / 2) * (i / fade)) ** 2;
    out[i] = (out[i] ?? 0) * gain;
    out[out.length - 1 - i] = (out[out.length - 1 - i] ?? 0) * gain;
  }
  return out;
}

/** Linear resampling, enough for speech going from 24 kHz (OpenAI's PCM) to 22.05 kHz. */
export function resample(samples: Float32Array, fromRate: number): Float32Array {
  if (fromRate === SAMPLE_RATE) return samples;
  const length = Math.floor((samples.length * SAMPLE_RATE) / fromRate);
  const out = new Float32Array(length);
  const step = fromRate / SAMPLE_RATE;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const index = Math.floor(position);
    const fraction = position - index;
    out[i] = (samples[index] ?? 0) * (1 - fraction) + (samples[index + 1] ?? samples[index] ?? 0) * fraction;
  }
  return out;
}

const KBPS = 48;
/** lamejs is faster fed in modest chunks than in one large buffer. */
const ENCODE_CHUNK = 576 * 16;

/** Lets the server answer other requests between slices of a long, synchronous job. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Mono MP3 (MPEG-2 Layer III, 22.05 kHz, 48 kbps: clear speech, about 360 KB a minute), encoded as the audio comes:
 * each `encode` answers the frames ready so far and `end` the last ones, so the pieces joined are one MP3 stream
 * (one encoder, no gap at the joins) and the first can be played before the rest is made. Encoding takes seconds
 * for a meditation, so it yields every few seconds of audio.
 */
export async function createMp3Stream() {
  const encoder = await mp3Encoder(1, SAMPLE_RATE, KBPS);
  const block = new Int16Array(ENCODE_CHUNK);
  const bytesOf = (chunk: Uint8Array | Int8Array) =>
    new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return {
    async encode(samples: Float32Array): Promise<Uint8Array> {
      const chunks: Uint8Array[] = [];
      for (let start = 0; start < samples.length; start += ENCODE_CHUNK) {
        const length = Math.min(ENCODE_CHUNK, samples.length - start);
        for (let i = 0; i < length; i++) {
          const value = Math.max(-1, Math.min(1, samples[start + i] ?? 0));
          block[i] = Math.round(value * 32767);
        }
        chunks.push(bytesOf(encoder.encodeBuffer(block.subarray(0, length))));
        if (chunks.length % 16 === 0) await yieldToEventLoop();
      }
      return concatBytes(chunks);
    },
    end: (): Uint8Array => bytesOf(encoder.flush()),
  };
}

export async function encodeMp3(samples: Float32Array): Promise<Uint8Array> {
  const stream = await createMp3Stream();
  const body = await stream.encode(samples);
  return concatBytes([body, stream.end()]);
}
