import { type Resumable, resumableBytes } from './resumable-body.ts';

/**
 * Audio that plays from its first bytes (decision 0029): `url` is for the <audio> element at once, `whole` the
 * file once the last byte came (to download it, and to know it was recorded). A cut connection is resumed by
 * itself (resumable-body.ts); when no try worked the element reports an error, and loading it again carries on;
 * `whole` rejects only when it cannot be asked for again.
 */
export interface ProgressiveAudio {
  url: string;
  whole: Promise<Blob>;
}

/** Safari's Media Source for phones (iOS 17.1+), where `MediaSource` itself is absent; not in TypeScript's DOM yet. */
type MediaSourceClass = typeof MediaSource;
type WithManaged = typeof globalThis & { ManagedMediaSource?: MediaSourceClass };

/**
 * Media Source Extensions that take MP3: `MediaSource` in Chrome, Edge, Firefox and Safari on the Mac;
 * `ManagedMediaSource` in Safari on the iPhone (it plays only in an element with remote playback turned off:
 * AudioPlayer does so for object URLs). Neither (an older phone): the whole file is waited for.
 */
function mp3MediaSource(): MediaSourceClass | null {
  if (typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg')) return MediaSource;
  const managed = (globalThis as WithManaged).ManagedMediaSource;
  return managed?.isTypeSupported('audio/mpeg') ? managed : null;
}

const updated = (buffer: SourceBuffer) =>
  buffer.updating
    ? new Promise<void>((resolve) => {
        buffer.addEventListener(
          'updateend',
          () => {
            resolve();
          },
          { once: true },
        );
      })
    : Promise.resolve();

/**
 * An audio/mpeg body as something to play. With Media Source Extensions each piece goes to the element as it
 * arrives; without, the whole file is waited for (as before decision 0029). With `resume`, a cut connection asks
 * for the rest and goes on from where it was (decision 0029). The object URL is the caller's to revoke.
 */
export async function playableAudio(
  body: ReadableStream<Uint8Array>,
  resume?: Resumable,
): Promise<ProgressiveAudio> {
  const pieces = resumableBytes(body, resume);
  const Source = mp3MediaSource();
  if (!Source) {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const piece of pieces) parts.push(piece);
    const blob = new Blob(parts, { type: 'audio/mpeg' });
    return { url: URL.createObjectURL(blob), whole: Promise.resolve(blob) };
  }
  const source = new Source();
  const url = URL.createObjectURL(source);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  // The source opens once an element plays the URL: the pieces wait in the body until then. It opens again when
  // the element loads it again (the player's "Tentar novamente" after a cut that no try mended): what came
  // before goes in first, then the rest is asked for from there.
  const whole = new Promise<Blob>((resolve, reject) => {
    let feeding = false;
    let pieces = resumableBytes(body, resume);
    source.addEventListener('sourceopen', () => {
      if (feeding) return;
      feeding = true;
      const buffer = source.addSourceBuffer('audio/mpeg');
      const feed = async () => {
        for (const part of parts) {
          await updated(buffer);
          buffer.appendBuffer(part);
        }
        for await (const piece of pieces) {
          parts.push(piece);
          received += piece.byteLength;
          await updated(buffer);
          buffer.appendBuffer(piece);
        }
        await updated(buffer);
        source.endOfStream();
        return new Blob(parts, { type: 'audio/mpeg' });
      };
      feed().then(resolve, (error: unknown) => {
        feeding = false;
        if (source.readyState === 'open') source.endOfStream('network');
        if (resume) pieces = resumableBytes(null, resume, { from: received });
        else reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  return { url, whole };
}
