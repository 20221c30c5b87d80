import type { TtsVoice } from './port.ts';

/**
 * The fake voice: one breath as sound. A soft chord swells while you breathe in (4 s) and fades while you
 * breathe out (6 s), returning to silence at the end of each breath so breaths join without a click.
 */
export const SAMPLE_RATE = 22_050;
/** MPEG-2 Layer III frames hold 576 samples; a breath is a whole number of frames so encoded breaths can be repeated. */
const SAMPLES_PER_FRAME = 576;
export const FRAMES_PER_BREATH = Math.round((10 * SAMPLE_RATE) / SAMPLES_PER_FRAME);
const SAMPLES_PER_BREATH = FRAMES_PER_BREATH * SAMPLES_PER_FRAME;
export const BREATH_SECONDS = SAMPLES_PER_BREATH / SAMPLE_RATE;
const INHALE_SECONDS = 4;

/** Each voice gets its own key, so the three fake voices are told apart: G3, A3 and F3. */
const rootHz: Record<TtsVoice, number> = { coral: 196, nova: 220, sage: 174.61 };

/**
 * The chord: root, a soft fifth, a faint octave, and a barely detuned root whose slow beat (about one every
 * three seconds) gives warmth without a wobble.
 */
const partials = [
  { ratio: 1, gain: 1 },
  { ratio: 1.5, gain: 0.3 },
  { ratio: 2, gain: 0.12 },
  { ratio: 1.0017, gain: 0.15 },
];
const totalGain = partials.reduce((sum, partial) => sum + partial.gain, 0);
/** Peak about -7 dBFS (the partials rarely line up, so it plays softer): present on a phone speaker, never harsh. */
const PEAK = 0.45;

/** How full the breath is at `seconds` into it: rises in, falls out, zero at both ends. */
export function breathEnvelope(seconds: number): number {
  if (seconds < INHALE_SECONDS) return Math.sin((Math.PI / 2) * (seconds / INHALE_SECONDS)) ** 2;
  const out = (seconds - INHALE_SECONDS) / (BREATH_SECONDS - INHALE_SECONDS);
  return Math.cos((Math.PI / 2) * Math.min(1, out)) ** 2;
}

/** One breath of 16-bit mono PCM at 22.05 kHz. */
export function breathPcm(voice: TtsVoice): Int16Array {
  const pcm = new Int16Array(SAMPLES_PER_BREATH);
  const phases = partials.map(() => 0);
  for (let index = 0; index < SAMPLES_PER_BREATH; index++) {
    const envelope = breathEnvelope(index / SAMPLE_RATE);
    // The pitch lifts a little with the breath in, like a sigh in reverse, and settles on the way out.
    const frequency = rootHz[voice] * (1 + 0.02 * envelope);
    let sample = 0;
    partials.forEach((partial, partialIndex) => {
      const phase = (phases[partialIndex] ?? 0) + (2 * Math.PI * frequency * partial.ratio) / SAMPLE_RATE;
      phases[partialIndex] = phase;
      sample += partial.gain * Math.sin(phase);
    });
    pcm[index] = Math.round((sample / totalGain) * envelope * PEAK * 32767);
  }
  return pcm;
}
