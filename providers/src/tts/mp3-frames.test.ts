import { describe, expect, it } from 'vitest';
import { concatBytes } from './concat-bytes.ts';
import { mp3DurationSeconds, mp3Frames } from './mp3-frames.ts';

/** A Layer III frame: a real header, zeroed side info and data, of the length the header implies. */
function frame(version: 'mpeg1' | 'mpeg2', kbps: number, padding = 0): Uint8Array {
  const mpeg1 = version === 'mpeg1';
  const bitrateIndex = (mpeg1 ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128] : [0, 8, 16, 24, 32]).indexOf(kbps);
  const sampleRate = mpeg1 ? 44100 : 22050; // sample-rate index 0 of each version
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  const bytes = new Uint8Array(length);
  // Sync, version, Layer III, no CRC; bitrate, sample rate, padding; mono.
  bytes.set([0xff, mpeg1 ? 0xfb : 0xf3, (bitrateIndex << 4) | (padding << 1), 0xc0]);
  return bytes;
}

describe('mp3Frames', () => {
  it.each([
    ['MPEG-1 128 kbps 44.1 kHz', frame('mpeg1', 128), 417, 1152, 44100],
    ['MPEG-1 with padding', frame('mpeg1', 128, 1), 418, 1152, 44100],
    ['MPEG-2 32 kbps 22.05 kHz', frame('mpeg2', 32), 104, 576, 22050],
    ['MPEG-2 with padding', frame('mpeg2', 32, 1), 105, 576, 22050],
  ])('reads a %s frame', (_label, bytes, length, samples, sampleRate) => {
    expect(mp3Frames(bytes)).toEqual([
      {
        offset: 0,
        length,
        samples,
        sampleRate,
        bitrateKbps: expect.any(Number) as unknown,
        channels: 1,
        mainDataBegin: 0,
      },
    ]);
  });

  it('adds up the duration of every frame', () => {
    const bytes = concatBytes(Array.from({ length: 100 }, () => frame('mpeg2', 32)));
    expect(mp3DurationSeconds(bytes)).toBeCloseTo((100 * 576) / 22050, 6);
  });

  it('skips ID3 tags at the start, between pieces and at the end', () => {
    const id3v2 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    const id3v1 = new Uint8Array(128);
    id3v1.set([0x54, 0x41, 0x47]);
    const bytes = concatBytes([id3v2, frame('mpeg2', 32), id3v2, frame('mpeg2', 32), id3v1]);
    expect(mp3Frames(bytes)).toHaveLength(2);
  });

  it.each([
    ['text', new TextEncoder().encode('isto não é áudio')],
    ['a truncated frame', frame('mpeg2', 32).slice(0, 50)],
    ['garbage after good frames', concatBytes([frame('mpeg2', 32), new Uint8Array([1, 2, 3, 4])])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_label, bytes) => {
    expect(() => mp3Frames(bytes)).toThrow();
  });
});
