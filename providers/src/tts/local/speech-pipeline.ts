import { backgroundLoopPcm } from '../background-music.ts';
import type { SpeechCue, TtsVoice } from '../port.ts';
import { concatBytes } from '../concat-bytes.ts';
import {
  createMp3Stream,
  fromInt16,
  gainOf,
  peak,
  rms,
  samplesOf,
  seconds,
  soften,
  trimSilence,
  yieldToEventLoop,
} from './pcm.ts';
import { createHeldPhrases, type HeldSamples } from './held-phrases.ts';
import { pauseSeconds, type ScriptSegment, scriptSegments } from './script-segments.ts';

/** What says one phrase: eSpeak here, or a remote voice; samples at SAMPLE_RATE, -1..1. */
export interface SegmentVoice {
  /** Whether `wordsPerMinute` is honoured (eSpeak yes; OpenAI's voice keeps its own pace). */
  readonly paced: boolean;
  say(text: string, options: { voice: TtsVoice; wordsPerMinute: number }): Promise<Float32Array>;
}

export interface PipelineRequest {
  text: string;
  voice: TtsVoice;
  /** Meditations are read slower than coaching. */
  calm: boolean;
  /** The length the text promises; pauses (and, if need be, the pace) are fitted to land near it. */
  targetSeconds?: number | undefined;
  /** Which background loop (background-music.ts) lies under the voice. */
  musicIndex: number;
}

export interface SpeechFile {
  bytes: Uint8Array;
  /** What was said when. */
  cues: SpeechCue[];
  wordsPerMinute: number;
  pauseScale: number;
}

export interface PipelineResult extends SpeechFile {
  /** The whole mix, for measuring (tests, bench:meditations); the server never holds it (renderSpeechFile). */
  samples: Float32Array;
}

/** A calm guide in eSpeak's units (it speaks a little slower than the number says, with its own breaks). */
const CALM_WORDS_PER_MINUTE = 135;
const PLAIN_WORDS_PER_MINUTE = 155;
/** Faster than this stops sounding like a meditation, whatever the promise. */
const MAX_WORDS_PER_MINUTE = 185;
const MIN_PAUSE_SCALE = 0.45;
const MAX_PAUSE_SCALE = 1.5;
/** Aim a little under the promise's upper edge when the text is long for it. */
const LONG_TOLERANCE = 1.12;
const LEAD_IN_SECONDS = 2.5;
const TAIL_SECONDS = 4;
/** The voice sits at about -19 dBFS RMS, the bed 22 dB under it: present, never in the way. */
const VOICE_RMS = gainOf(-19);
const BED_UNDER_VOICE_DB = -22;
const PEAK_CEILING = gainOf(-1);

/** A phrase as the voice said it, trimmed: eSpeak's 16-bit samples when they are exactly that (half the memory). */
type Said = Float32Array | Int16Array;

/** A phrase spoken: its samples, or where they are held until mixed (held-phrases.ts). */
interface Spoken<Kept extends { length: number } = Said> {
  segment: ScriptSegment;
  said: Kept;
}

/** `samples` as 16-bit samples when each is one exactly (eSpeak's, read through fromInt16), else as they are. */
function compact(samples: Float32Array): Float32Array | Int16Array {
  const packed = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = (samples[i] ?? 0) * 32768;
    if (!Number.isInteger(value) || value < -32768 || value > 32767) return samples;
    packed[i] = value;
  }
  return packed;
}

/** The phrase as it is laid over the bed: softened and levelled (made again each time it is mixed). */
function voiced(said: Said): Float32Array {
  const samples = soften(said instanceof Int16Array ? fromInt16(said) : said);
  const level = rms(samples);
  if (level > 0)
    for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) * (VOICE_RMS / level);
  return samples;
}

async function speakAll<Kept extends { length: number }>(
  segments: readonly ScriptSegment[],
  voice: SegmentVoice,
  options: { voice: TtsVoice; wordsPerMinute: number },
  keep: (said: Said) => Kept,
): Promise<Spoken<Kept>[]> {
  const spoken: Spoken<Kept>[] = [];
  for (const segment of segments) {
    const raw = await voice.say(segment.text, options);
    spoken.push({ segment, said: keep(compact(trimSilence(raw))) });
    // eSpeak runs synchronously: one phrase at a time, then other requests get their turn.
    await yieldToEventLoop();
  }
  return spoken;
}

const speechSecondsOf = (spoken: readonly Spoken<{ length: number }>[]) =>
  spoken.reduce((sum, piece) => sum + seconds(piece.said.length), 0);

/** Seconds of silence that stay as they are, and those that scale, for the segments' pauses. */
function pauseBudget(segments: readonly ScriptSegment[]) {
  let fixed = LEAD_IN_SECONDS + TAIL_SECONDS;
  let scalable = 0;
  for (const { pauseAfter } of segments) {
    const nominal = pauseSeconds(pauseAfter, 1);
    if (pauseSeconds(pauseAfter, 2) === nominal) fixed += nominal;
    else scalable += nominal;
  }
  return { fixed, scalable };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function fitPauses(speech: number, budget: { fixed: number; scalable: number }, target: number) {
  if (budget.scalable === 0) return 1;
  return clamp((target - speech - budget.fixed) / budget.scalable, MIN_PAUSE_SCALE, MAX_PAUSE_SCALE);
}

/** The music bed under the voice: the loop, levelled under it, faded in at the start and out over the tail. */
function createBed(index: number) {
  const loop = fromInt16(backgroundLoopPcm(index));
  const level = rms(loop);
  const gain = level > 0 ? (VOICE_RMS * gainOf(BED_UNDER_VOICE_DB)) / level : 0;
  const fadeIn = samplesOf(LEAD_IN_SECONDS);
  const fadeOut = samplesOf(TAIL_SECONDS);
  /**
   * Samples `from` to `from + length` of the bed. `total`, once known, fades the end out; the fade lies within the
   * tail (TAIL_SECONDS after the last phrase, which has no pause of its own), so the pieces before the tail are
   * the same whether or not the total is known yet.
   */
  return (from: number, length: number, total?: number): Float32Array => {
    const bed = new Float32Array(length);
    for (let j = 0; j < length; j++) {
      const i = from + j;
      const edge = Math.min(1, i / fadeIn, total === undefined ? 1 : (total - i) / fadeOut);
      bed[j] = (loop[i % loop.length] ?? 0) * gain * Math.sin((Math.PI / 2) * edge) ** 2;
    }
    return bed;
  };
}

/** Brings a piece's peaks under the ceiling; speech levelled at -19 dBFS over the bed seldom reaches it. */
function limited(piece: Float32Array): Float32Array {
  const top = peak(piece);
  if (top > PEAK_CEILING)
    for (let i = 0; i < piece.length; i++) piece[i] = (piece[i] ?? 0) * (PEAK_CEILING / top);
  return piece;
}

/**
 * Text to a finished file: cut at sentences and breath marks, each phrase spoken slowly, trimmed, softened and
 * levelled, laid with real silences (scaled to fit the promised length) over a soft music bed, peak-limited,
 * encoded to MP3, with a cue per phrase. The file is mixed and encoded piece by piece (the lead-in, each phrase
 * with its pause, the tail): the whole mix is never one buffer (decision 0028), only the spoken phrases are held.
 *
 * `onChunk` (decision 0029): without a promised length, the file is mixed and encoded phrase by phrase as the
 * voice speaks, and each piece of MP3 is handed over at once, so the first sentence can play while the rest is
 * made; the pieces joined are the file. With a promised length, the pace and the pauses depend on the whole text
 * spoken first, so the file comes as one piece at the end.
 */
export function renderSpeechFile(
  request: PipelineRequest,
  voice: SegmentVoice,
  onChunk?: (bytes: Uint8Array) => void,
): Promise<SpeechFile> {
  return render(request, voice, onChunk, undefined);
}

/** renderSpeechFile, with the whole mix kept for measuring (tests, bench:meditations): same bytes and cues. */
export async function renderSpeech(
  request: PipelineRequest,
  voice: SegmentVoice,
  onChunk?: (bytes: Uint8Array) => void,
): Promise<PipelineResult> {
  const pieces: Float32Array[] = [];
  const file = await render(request, voice, onChunk, (piece) => pieces.push(piece));
  const samples = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return { ...file, samples };
}

/** Each mixed, limited piece of samples, in order, as it goes to the encoder (kept only to be measured). */
type KeepMix = ((piece: Float32Array) => void) | undefined;

async function render(
  request: PipelineRequest,
  voice: SegmentVoice,
  onChunk: ((bytes: Uint8Array) => void) | undefined,
  keep: KeepMix,
): Promise<SpeechFile> {
  const segments = scriptSegments(request.text);
  if (segments.length === 0) throw new RangeError('texto sem nada para ler');
  if (request.targetSeconds === undefined) return renderAsSpoken(request, segments, voice, onChunk, keep);
  const rendered = await renderFitted(request, request.targetSeconds, segments, voice, keep);
  onChunk?.(rendered.bytes);
  return rendered;
}

/** At the calm or plain pace, pauses as marked: each phrase mixed and encoded as soon as it is spoken. */
async function renderAsSpoken(
  request: PipelineRequest,
  segments: readonly ScriptSegment[],
  voice: SegmentVoice,
  onChunk: ((bytes: Uint8Array) => void) | undefined,
  keep: KeepMix,
): Promise<SpeechFile> {
  const wordsPerMinute = request.calm ? CALM_WORDS_PER_MINUTE : PLAIN_WORDS_PER_MINUTE;
  const bed = createBed(request.musicIndex);
  const mp3 = await createMp3Stream();
  const encoded: Uint8Array[] = [];
  const cues: SpeechCue[] = [];
  let at = 0;
  const emit = async (piece: Float32Array) => {
    keep?.(piece);
    at += piece.length;
    const bytes = await mp3.encode(piece);
    encoded.push(bytes);
    if (bytes.length > 0) onChunk?.(bytes);
  };
  // The bed's fade-in goes out before the first phrase is spoken: it is the file's own start, and it plays while
  // the voice says the first phrase (a short one: the greeting).
  await emit(bed(0, samplesOf(LEAD_IN_SECONDS)));
  for (const segment of segments) {
    const [spoken] = await speakAll(
      [segment],
      voice,
      { voice: request.voice, wordsPerMinute },
      (said) => said,
    );
    const samples = spoken ? voiced(spoken.said) : new Float32Array();
    const piece = bed(at, samples.length + samplesOf(pauseSeconds(segment.pauseAfter, 1)));
    for (let i = 0; i < samples.length; i++) piece[i] = (piece[i] ?? 0) + (samples[i] ?? 0);
    cues.push({ start: round(seconds(at)), end: round(seconds(at + samples.length)), text: segment.text });
    await emit(limited(piece));
  }
  const tail = samplesOf(TAIL_SECONDS);
  await emit(limited(bed(at, tail, at + tail)));
  const last = mp3.end();
  encoded.push(last);
  if (last.length > 0) onChunk?.(last);
  return { bytes: concatBytes(encoded), cues, wordsPerMinute, pauseScale: 1 };
}

/** A stretch of the fitted mix: `length` samples of bed from `from`, with a phrase laid at its start (or none). */
interface MixPiece {
  from: number;
  length: number;
  speech: Spoken<HeldSamples> | undefined;
}

/**
 * Spoken first, then the pauses (and, if need be, the pace) fitted to the promised length, then mixed piece by
 * piece. The peak limit is the whole file's (one gain for all of it, as when the mix was one buffer), so the mix is
 * made twice: once for its peak, once to encode; the bed and each phrase's softening cost a few hundred
 * milliseconds, the memory one piece. Until then what the voice said (16-bit for eSpeak) is held in a temporary file,
 * not in memory (held-phrases.ts): a day's meditation is 6–12 MB of it.
 */
async function renderFitted(
  request: PipelineRequest,
  target: number,
  segments: readonly ScriptSegment[],
  voice: SegmentVoice,
  keep: KeepMix,
): Promise<SpeechFile> {
  const phrases = createHeldPhrases();
  try {
    return await renderHeld(request, target, segments, voice, keep, phrases);
  } finally {
    phrases.close();
  }
}

/** renderFitted's work, each phrase held in `phrases` from the moment it is spoken. */
async function renderHeld(
  request: PipelineRequest,
  target: number,
  segments: readonly ScriptSegment[],
  voice: SegmentVoice,
  keep: KeepMix,
  phrases: ReturnType<typeof createHeldPhrases>,
): Promise<SpeechFile> {
  let wordsPerMinute = request.calm ? CALM_WORDS_PER_MINUTE : PLAIN_WORDS_PER_MINUTE;
  const hold = (said: Said) => phrases.hold(said);
  let spoken = await speakAll(segments, voice, { voice: request.voice, wordsPerMinute }, hold);
  const budget = pauseBudget(segments);
  let speech = speechSecondsOf(spoken);
  let pauseScale = fitPauses(speech, budget, target);
  const total = speech + budget.fixed + pauseScale * budget.scalable;
  if (total > target * LONG_TOLERANCE && voice.paced) {
    // Too long even with short pauses: speak faster, in proportion, once (the first reading stays unread on disk).
    const room = target * LONG_TOLERANCE - budget.fixed - MIN_PAUSE_SCALE * budget.scalable;
    wordsPerMinute = clamp(
      wordsPerMinute * (speech / Math.max(room, 1)),
      wordsPerMinute,
      MAX_WORDS_PER_MINUTE,
    );
    spoken = await speakAll(segments, voice, { voice: request.voice, wordsPerMinute }, hold);
    speech = speechSecondsOf(spoken);
    pauseScale = fitPauses(speech, budget, target);
  }
  const silence = (kind: ScriptSegment['pauseAfter']) => samplesOf(pauseSeconds(kind, pauseScale));
  const pieces: MixPiece[] = [{ from: 0, length: samplesOf(LEAD_IN_SECONDS), speech: undefined }];
  const cues: SpeechCue[] = [];
  let at = samplesOf(LEAD_IN_SECONDS);
  for (const phrase of spoken) {
    const { segment, said } = phrase;
    const length = said.length + silence(segment.pauseAfter);
    pieces.push({ from: at, length, speech: phrase });
    cues.push({
      start: round(seconds(at)),
      end: round(seconds(at + said.length)),
      text: segment.text,
    });
    at += length;
  }
  pieces.push({ from: at, length: samplesOf(TAIL_SECONDS), speech: undefined });
  const length = at + samplesOf(TAIL_SECONDS);
  const bed = createBed(request.musicIndex);
  const mixed = ({ from, length: pieceLength, speech }: MixPiece) => {
    const piece = bed(from, pieceLength, length);
    const samples = speech ? voiced(phrases.read(speech.said)) : undefined;
    if (samples) for (let i = 0; i < samples.length; i++) piece[i] = (piece[i] ?? 0) + (samples[i] ?? 0);
    return piece;
  };
  let top = 0;
  for (const piece of pieces) {
    top = Math.max(top, peak(mixed(piece)));
    await yieldToEventLoop();
  }
  const gain = top > PEAK_CEILING ? PEAK_CEILING / top : 1;
  const mp3 = await createMp3Stream();
  const encoded: Uint8Array[] = [];
  for (const mixPiece of pieces) {
    const piece = mixed(mixPiece);
    if (gain !== 1) for (let i = 0; i < piece.length; i++) piece[i] = (piece[i] ?? 0) * gain;
    keep?.(piece);
    encoded.push(await mp3.encode(piece));
  }
  encoded.push(mp3.end());
  return { bytes: concatBytes(encoded), cues, wordsPerMinute, pauseScale };
}

const round = (value: number) => Math.round(value * 100) / 100;
