import { concatBytes } from './concat-bytes.ts';
import { BREATH_SECONDS, FRAMES_PER_BREATH, SAMPLE_RATE, breathPcm } from './breathing-tone.ts';
import { mp3Encoder } from './mp3-encoder.ts';
import { mp3Frames } from './mp3-frames.ts';
import type { ParsedSpeechRequest, Speech, TtsEngine, TtsVoice } from './port.ts';
import { estimateSpeechSeconds } from './speech-duration.ts';
import { defaultVoice } from './voices.ts';

const FAKE_TTS_MODEL = 'fake-breathing-tone';
const BITRATE_KBPS = 32;
/** lamejs is faster fed in modest chunks than in one large buffer. */
const ENCODE_CHUNK = 576 * 16;

interface EncodedBreaths {
  /** The first breath as encoded from silence (includes the encoder's start-up). */
  head: Uint8Array;
  /** A breath from the middle of the stream, ready to follow the head or itself. */
  tile: Uint8Array;
}

/**
 * Encoding is the slow part (about 40× real time here), so each voice's breath is encoded once, two breaths
 * long, and cut into frames. lamejs writes every frame self-contained (no bit reservoir), and a breath is a
 * whole number of frames that starts and ends in silence, so repeating the middle breath's frames gives the
 * same stream a long encode would: any length, in a millisecond.
 */
const encoded = new Map<TtsVoice, EncodedBreaths>();

async function breathsFor(voice: TtsVoice): Promise<EncodedBreaths> {
  const cached = encoded.get(voice);
  if (cached) return cached;
  const breath = breathPcm(voice);
  const encoder = await mp3Encoder(1, SAMPLE_RATE, BITRATE_KBPS);
  // Two breaths: the first carries the encoder's start-up, the second is the steady state to repeat.
  const chunks: Uint8Array[] = [];
  for (let breathIndex = 0; breathIndex < 2; breathIndex++)
    for (let start = 0; start < breath.length; start += ENCODE_CHUNK)
      chunks.push(encoder.encodeBuffer(breath.subarray(start, start + ENCODE_CHUNK)));
  chunks.push(encoder.flush());
  const stream = concatBytes(
    chunks.map((chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
  );
  const frames = mp3Frames(stream);
  const cut = (from: number, to: number) => {
    const first = frames[from];
    const last = frames[to - 1];
    if (!first || !last) throw new Error('encoder produced fewer frames than two breaths');
    return stream.slice(first.offset, last.offset + last.length);
  };
  const breaths = { head: cut(0, FRAMES_PER_BREATH), tile: cut(FRAMES_PER_BREATH, 2 * FRAMES_PER_BREATH) };
  encoded.set(voice, breaths);
  return breaths;
}

/** How many breaths the text takes to say (at least one). */
const breathsForText = (text: string) =>
  Math.max(1, Math.round(estimateSpeechSeconds(text) / BREATH_SECONDS));

/**
 * The default TTS: a real, playable MP3 (mono, 22.05 kHz, 32 kbps) of calm breathing tones, as long as the text
 * would take to read aloud, rounded to whole breaths. No network, the same bytes for the same text and voice.
 */
export function createFakeTtsEngine(): TtsEngine {
  return {
    name: 'fake',
    model: FAKE_TTS_MODEL,
    synthesize: async (request: ParsedSpeechRequest): Promise<Speech> => {
      const voice = request.voice ?? defaultVoice[request.purpose];
      const { head, tile } = await breathsFor(voice);
      const breaths = breathsForText(request.text);
      const bytes = concatBytes([head, ...Array.from({ length: breaths - 1 }, () => tile)]);
      return {
        bytes,
        mimeType: 'audio/mpeg',
        durationSeconds: breaths * BREATH_SECONDS,
        voice,
        meta: { provider: 'fake', model: FAKE_TTS_MODEL },
      };
    },
  };
}
