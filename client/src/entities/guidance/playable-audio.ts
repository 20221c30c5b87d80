/**
 * Audio that plays from its first bytes (decision 0029): `url` is for the <audio> element at once, `whole` the
 * file once the last byte came (to download it, and to know it was recorded). `whole` rejects when the answer
 * broke off; the element then reports an error too.
 */
export interface ProgressiveAudio {
  url: string;
  whole: Promise<Blob>;
}

/** Media Source Extensions take MP3 in Chrome, Edge, Firefox, Safari on the Mac; not every phone's browser. */
const progressiveMp3 = () => typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg');

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
 * arrives; without, the whole file is waited for (as before decision 0029). The object URL is the caller's to
 * revoke.
 */
export async function playableAudio(body: ReadableStream<Uint8Array>): Promise<ProgressiveAudio> {
  if (!progressiveMp3()) {
    const blob = await new Response(body, { headers: { 'Content-Type': 'audio/mpeg' } }).blob();
    return { url: URL.createObjectURL(blob), whole: Promise.resolve(blob) };
  }
  const source = new MediaSource();
  const url = URL.createObjectURL(source);
  // The source opens once an element plays the URL: the pieces wait in the body until then.
  const whole = new Promise<Blob>((resolve, reject) => {
    source.addEventListener(
      'sourceopen',
      () => {
        const buffer = source.addSourceBuffer('audio/mpeg');
        const reader = body.getReader();
        const parts: Uint8Array<ArrayBuffer>[] = [];
        const feed = async () => {
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            const piece = new Uint8Array(read.value);
            parts.push(piece);
            await updated(buffer);
            buffer.appendBuffer(piece);
          }
          await updated(buffer);
          source.endOfStream();
          return new Blob(parts, { type: 'audio/mpeg' });
        };
        feed().then(resolve, (error: unknown) => {
          if (source.readyState === 'open') source.endOfStream('network');
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      },
      { once: true },
    );
  });
  return { url, whole };
}
