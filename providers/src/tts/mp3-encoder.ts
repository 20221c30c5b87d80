import type * as Lame from '@breezystack/lamejs';

let lame: Promise<typeof Lame> | undefined;

/**
 * lamejs's MP3 encoder, its module loaded with the first MP3 this process makes: the server hands its audio to
 * work processes, so it never loads it (0.8 MB of an idle server; decision 0028, session 40).
 */
export async function mp3Encoder(
  channels: number,
  sampleRate: number,
  kbps: number,
): Promise<Lame.Mp3Encoder> {
  lame ??= import('@breezystack/lamejs').catch((error: unknown) => {
    lame = undefined;
    throw error;
  });
  const { Mp3Encoder: Encoder } = await lame;
  return new Encoder(channels, sampleRate, kbps);
}
