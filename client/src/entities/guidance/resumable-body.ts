/**
 * The same audio asked again from byte `from` (decision 0029: the same request with `Range: bytes=from-` and
 * `If-Range` with the first answer's ETag, so the server's same run or its cached file answers, never a second
 * synthesis). Rejects when there is no connection.
 */
type AskFrom = (from: number) => Promise<Response>;

export interface Resumable {
  /** The first answer's ETag: a 200 from the start is the same file only with the same one. */
  etag: string | null;
  again: AskFrom;
}

/** Waits before each try of a cut stream (about 15 s in all, within the server's AUDIO_RESUME_WAIT_SECONDS). */
export const RESUME_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The body of an answer that carries on from `from`: the rest (206), or all of it with `from` bytes to skip (200). */
function carriesOn(response: Response, from: number, etag: string | null): { skip: number } | null {
  if (!response.body) return null;
  if (response.status === 206) {
    const start = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '')?.[1];
    return Number(start) === from ? { skip: 0 } : null;
  }
  // From the start while it is still being made (its length unknown): the same file when it has the same ETag.
  if (response.status === 200 && (etag === null || response.headers.get('ETag') === etag))
    return { skip: from };
  return null;
}

/**
 * The pieces of an audio answer as they arrive; when the connection is cut mid-file it asks for the rest again
 * (`resume`), after each of RESUME_DELAYS_MS, and goes on from the byte where it was: the pieces joined are the
 * file, as if nothing had happened. Throws the read's error when no try worked, or at once without `resume`.
 * `body` null with `from`: the file's bytes after the first `from`, asked for again (a try after all failed).
 */
export async function* resumableBytes(
  body: ReadableStream<Uint8Array> | null,
  resume?: Resumable,
  { wait = sleep, from = 0 }: { wait?: (ms: number) => Promise<void>; from?: number } = {},
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  let reader = body?.getReader();
  let received = from;
  let skip = 0;
  let tries = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      if (!reader) throw new TypeError('O áudio parou de chegar.');
      read = await reader.read();
    } catch (cut) {
      if (!resume || tries >= RESUME_DELAYS_MS.length) throw cut;
      const from = received;
      let next: { reader: ReadableStreamDefaultReader<Uint8Array>; skip: number } | null = null;
      while (!next && tries < RESUME_DELAYS_MS.length) {
        await wait(RESUME_DELAYS_MS[tries] ?? 0);
        tries++;
        const response = await resume.again(from).catch(() => null);
        const carried = response && carriesOn(response, from, resume.etag);
        if (response?.body && carried) next = { reader: response.body.getReader(), skip: carried.skip };
        else await response?.body?.cancel().catch(() => undefined);
        // Another file under that name (the session was made anew): its rest would not fit what has played.
        if (response?.ok && !carried) throw cut;
      }
      if (!next) throw cut;
      reader = next.reader;
      skip = next.skip;
      continue;
    }
    if (read.done) return;
    let piece = new Uint8Array(read.value);
    if (skip > 0) {
      const dropped = Math.min(skip, piece.byteLength);
      piece = piece.subarray(dropped);
      skip -= dropped;
    }
    if (piece.byteLength === 0) continue;
    // New bytes: a later cut gets its own tries.
    tries = 0;
    received += piece.byteLength;
    yield piece;
  }
}
