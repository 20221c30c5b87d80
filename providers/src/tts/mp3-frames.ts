/**
 * Reads an MP3 stream frame by frame (MPEG-1/2/2.5 Layer III headers), to measure its real duration and to
 * check that bytes really are playable MP3. No decoding: headers carry all we need.
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Frame {
  offset: number;
  length: number;
  sampleRate: number;
  samples: number;
  bitrateKbps: number;
  channels: 1 | 2;
  /** Where this frame's audio data starts, counted back into earlier frames (bit reservoir); 0 when self-contained. */
  mainDataBegin: number;
}

function frameAt(bytes: Uint8Array, offset: number): Mp3Frame | undefined {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  if (version === 1 || layer !== 0b01) return undefined; // reserved version, or not Layer III
  const mpeg1 = version === 3;
  const bitrateKbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 0b11];
  if (!bitrateKbps || !sampleRate) return undefined; // free-format or reserved values
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((mpeg1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + padding;
  const channels = b3 >> 6 === 0b11 ? 1 : 2;
  const protectedByCrc = (b1 & 1) === 0;
  const sideInfo = offset + 4 + (protectedByCrc ? 2 : 0);
  const mainDataBegin = mpeg1
    ? (((bytes[sideInfo] ?? 0) << 1) | ((bytes[sideInfo + 1] ?? 0) >> 7)) & 0x1ff
    : (bytes[sideInfo] ?? 0) & 0xff;
  return { offset, length, sampleRate, samples: mpeg1 ? 1152 : 576, bitrateKbps, channels, mainDataBegin };
}

/** Size of an ID3v2 tag starting at `offset`, or 0. Joined recordings may carry one per piece. */
function id3v2Size(bytes: Uint8Array, offset: number): number {
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return 0; // "ID3"
  const size = [6, 7, 8, 9].reduce((sum, index) => (sum << 7) | ((bytes[offset + index] ?? 0) & 0x7f), 0);
  const footer = ((bytes[offset + 5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** An ID3v1 tag ("TAG", 128 bytes) at `offset`, closing a piece. */
const isId3v1At = (bytes: Uint8Array, offset: number) =>
  bytes[offset] === 0x54 &&
  bytes[offset + 1] === 0x41 &&
  bytes[offset + 2] === 0x47 &&
  offset + 128 <= bytes.length;

/** Every frame, in order, skipping ID3 tags; throws when the bytes stop being MP3 before the end. */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const tag = id3v2Size(bytes, offset) || (isId3v1At(bytes, offset) ? 128 : 0);
    if (tag > 0) {
      offset += tag;
      continue;
    }
    const frame = frameAt(bytes, offset);
    if (!frame || offset + frame.length > bytes.length)
      throw new Error(`não é um fluxo MP3 válido (byte ${offset} de ${bytes.length})`);
    frames.push(frame);
    offset += frame.length;
  }
  if (frames.length === 0) throw new Error('nenhum quadro MP3 encontrado');
  return frames;
}

export function mp3DurationSeconds(bytes: Uint8Array): number {
  return mp3Frames(bytes).reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
}
