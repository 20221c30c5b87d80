import { mp3Encoder } from './mp3-encoder.ts';
import { concatBytes } from './concat-bytes.ts';

/**
 * The background loops of personalised sessions (spec §7 'Audio': backgroundMusicIndex 0–6), synthesised here —
 * no sample files, no licences: soft drones, sea, rain, bowls, chords, wind, a slow pulse. Each loop is
 * LOOP_SECONDS long and seamless (every periodic part fits a whole number of times; noise parts fade to silence or
 * stay steady at the seam), mono 22.05 kHz, encoded to MP3 at 32 kbps (about 64 KB).
 */

export const LOOP_SECONDS = 16;
const RATE = 22_050;
const KBPS = 32;
const SAMPLES = LOOP_SECONDS * RATE;
const TAU = 2 * Math.PI;

export interface BackgroundTrack {
  id: string;
  title: string;
  description: string;
}

export const backgroundTracks: readonly BackgroundTrack[] = [
  {
    id: 'drone-sereno',
    title: 'Drone sereno',
    description: 'Um acorde grave e contínuo que respira devagar.',
  },
  {
    id: 'ondas-do-mar',
    title: 'Ondas do mar',
    description: 'Ondas que chegam e se vão a cada oito segundos.',
  },
  { id: 'chuva-leve', title: 'Chuva leve', description: 'Chuvisco constante com gotas esparsas.' },
  {
    id: 'tigelas-tibetanas',
    title: 'Tigelas tibetanas',
    description: 'Toques de tigela que se apagam lentamente.',
  },
  {
    id: 'acordes-do-amanhecer',
    title: 'Acordes do amanhecer',
    description: 'Acordes suaves que se revezam sem pressa.',
  },
  { id: 'vento-na-floresta', title: 'Vento na floresta', description: 'Rajadas de vento entre as árvores.' },
  { id: 'pulsacao-calma', title: 'Pulsação calma', description: 'Um pulso grave a 60 batidas por minuto.' },
];

/** A frequency near `hz` that repeats a whole number of times in the loop, so the loop has no seam. */
const looped = (hz: number) => Math.round(hz * LOOP_SECONDS) / LOOP_SECONDS;

/** Deterministic noise: the same loop every time (xorshift32). */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000 - 0.5;
  };
}

const sine = (hz: number, t: number) => Math.sin(TAU * looped(hz) * t);

function drone(samples: Float32Array) {
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    const breathe = 0.75 + 0.25 * Math.sin((TAU * t) / (LOOP_SECONDS / 2));
    samples[i] =
      breathe * (sine(110, t) * 0.5 + sine(165, t) * 0.3 + sine(220, t) * 0.2 * (0.5 + 0.5 * sine(1 / 8, t)));
  }
}

function sea(samples: Float32Array) {
  const random = noise(7);
  let brown = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    brown = brown * 0.995 + random() * 0.1;
    const swell = Math.sin((Math.PI * t) / 8) ** 2;
    samples[i] = brown * swell;
  }
}

function rain(samples: Float32Array) {
  const random = noise(11);
  let previous = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const white = random();
    samples[i] = (white - previous) * 0.25;
    previous = white;
  }
  const drops = noise(23);
  for (let drop = 0; drop < 60; drop++) {
    const start = Math.floor((drops() + 0.5) * (SAMPLES - RATE / 4));
    const hz = 1800 + (drops() + 0.5) * 1800;
    for (let j = 0; j < RATE / 4; j++) {
      const t = j / RATE;
      samples[start + j] = (samples[start + j] ?? 0) + 0.3 * Math.exp(-t * 40) * Math.sin(TAU * hz * t);
    }
  }
}

function bowls(samples: Float32Array) {
  const strikes = [0, 1, 2, 3].map((quarter) => (quarter * LOOP_SECONDS) / 4);
  const partials: [number, number][] = [
    [looped(196), 1],
    [looped(196 * 2.76), 0.5],
    [looped(196 * 5.4), 0.25],
  ];
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    let value = 0;
    for (const strike of strikes) {
      const since = (t - strike + LOOP_SECONDS) % LOOP_SECONDS;
      const decay = Math.exp(-since / 3) * Math.min(1, since * 200);
      for (const [hz, gain] of partials) value += gain * decay * Math.sin(TAU * hz * since);
    }
    samples[i] = value;
  }
}

function chords(samples: Float32Array) {
  // C, Am, F, G, a quarter of the loop each, crossfaded over sin² windows twice as long.
  const progression = [
    [261.63, 329.63, 392],
    [220, 261.63, 329.63],
    [174.61, 220, 261.63],
    [196, 246.94, 293.66],
  ];
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    let value = 0;
    progression.forEach((chord, index) => {
      const quarter = LOOP_SECONDS / 4;
      const phase = (t - index * quarter + quarter / 2 + LOOP_SECONDS) % LOOP_SECONDS;
      if (phase >= 2 * quarter) return;
      const window = Math.sin((Math.PI * phase) / (2 * quarter)) ** 2;
      for (const hz of chord) value += window * (sine(hz, t) + 0.2 * sine(hz * 2, t));
    });
    samples[i] = value;
  }
}

function wind(samples: Float32Array) {
  const random = noise(31);
  let low = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    const gust = 0.3 + 0.7 * Math.sin((Math.PI * t) / (LOOP_SECONDS / 2)) ** 2;
    const smoothing = 0.02 + 0.06 * gust;
    low += (random() - low) * smoothing;
    samples[i] = low * gust;
  }
}

function pulse(samples: Float32Array) {
  for (let i = 0; i < SAMPLES; i++) {
    const t = i / RATE;
    const beat = t % 1;
    const thump = Math.exp(-beat * 12) * Math.sin(TAU * 55 * beat);
    samples[i] = thump * 0.8 + 0.15 * sine(110, t);
  }
}

const generators = [drone, sea, rain, bowls, chords, wind, pulse];

export function backgroundLoopPcm(index: number): Int16Array {
  const samples = new Float32Array(SAMPLES);
  generators[index]?.(samples);
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const gain = peak === 0 ? 0 : 0.5 / peak;
  const out = new Int16Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i++) out[i] = Math.round((samples[i] ?? 0) * gain * 32767);
  return out;
}

/** The loop's MP3 bytes; the same bytes every time. Takes about half a second: cache the result. */
export async function backgroundLoopMp3(index: number): Promise<Uint8Array> {
  if (!Number.isInteger(index) || index < 0 || index >= backgroundTracks.length)
    throw new RangeError(`música de fundo inexistente: ${index}`);
  const encoder = await mp3Encoder(1, RATE, KBPS);
  const samples = backgroundLoopPcm(index);
  const chunks: Uint8Array[] = [];
  const CHUNK = 576 * 16;
  for (let start = 0; start < samples.length; start += CHUNK)
    chunks.push(encoder.encodeBuffer(samples.subarray(start, start + CHUNK)));
  chunks.push(encoder.flush());
  return concatBytes(chunks.map((chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
}
