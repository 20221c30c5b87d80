import { describe, expect, it } from 'vitest';
import { RESUME_DELAYS_MS, resumableBytes, type Resumable } from './resumable-body.ts';

const FILE = Uint8Array.from({ length: 40 }, (_, index) => index);

/** The file's bytes from `from`, in pieces of 8; cut (a network error) once `cutAt` bytes of the file were sent. */
function stream(from: number, cutAt = FILE.length): ReadableStream<Uint8Array> {
  let at = from;
  return new ReadableStream<Uint8Array>({
    pull: (controller) => {
      if (at >= cutAt && cutAt < FILE.length) {
        controller.error(new TypeError('network error'));
        return;
      }
      if (at >= FILE.length) {
        controller.close();
        return;
      }
      const end = Math.min(at + 8, cutAt, FILE.length);
      controller.enqueue(FILE.slice(at, end));
      at = end;
    },
  });
}

const rest = (from: number) =>
  new Response(stream(from), {
    status: 206,
    headers: { 'Content-Range': `bytes ${String(from)}-${String(FILE.length - 1)}/${String(FILE.length)}` },
  });

async function joined(pieces: AsyncGenerator<Uint8Array<ArrayBuffer>>) {
  const parts: number[] = [];
  for await (const piece of pieces) parts.push(...piece);
  return Uint8Array.from(parts);
}

const noWait = () => Promise.resolve();

describe('a cut audio answer carries on (decision 0029)', () => {
  it('fails at once without a way to ask again', async () => {
    await expect(joined(resumableBytes(stream(0, 20)))).rejects.toThrow('network error');
  });

  it('asks for the rest from the byte where it was, and the pieces joined are the file', async () => {
    const asked: number[] = [];
    const resume: Resumable = {
      etag: '"a"',
      again: (from) => {
        asked.push(from);
        return Promise.resolve(rest(from));
      },
    };
    expect(await joined(resumableBytes(stream(0, 20), resume, { wait: noWait }))).toEqual(FILE);
    expect(asked).toEqual([20]);
  });

  it('skips what it has when the answer starts over (still being made), the same file by its ETag', async () => {
    const resume: Resumable = {
      etag: '"a"',
      again: () => Promise.resolve(new Response(stream(0), { headers: { ETag: '"a"' } })),
    };
    expect(await joined(resumableBytes(stream(0, 13), resume, { wait: noWait }))).toEqual(FILE);
  });

  it('tries again after each wait while there is no connection, and goes on when it is back', async () => {
    const waits: number[] = [];
    let offline = 3;
    const resume: Resumable = {
      etag: null,
      again: (from) =>
        offline-- > 0 ? Promise.reject(new TypeError('offline')) : Promise.resolve(rest(from)),
    };
    const wait = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    expect(await joined(resumableBytes(stream(0, 16), resume, { wait }))).toEqual(FILE);
    expect(waits).toEqual(RESUME_DELAYS_MS.slice(0, 4));
  });

  it('gives up with the cut once every try failed', async () => {
    let tries = 0;
    const resume: Resumable = {
      etag: null,
      again: () => {
        tries++;
        return Promise.resolve(new Response('{"error":"Indisponível."}', { status: 503 }));
      },
    };
    await expect(joined(resumableBytes(stream(0, 16), resume, { wait: noWait }))).rejects.toThrow(
      'network error',
    );
    expect(tries).toBe(RESUME_DELAYS_MS.length);
  });

  it('never splices another file in: an answer from the start with another ETag ends it', async () => {
    const resume: Resumable = {
      etag: '"a"',
      again: () => Promise.resolve(new Response(stream(0), { headers: { ETag: '"b"' } })),
    };
    await expect(joined(resumableBytes(stream(0, 16), resume, { wait: noWait }))).rejects.toThrow(
      'network error',
    );
  });

  it('gives each later cut its own tries once new bytes came', async () => {
    const cuts = [24, 32];
    const resume: Resumable = {
      etag: null,
      again: (from) => {
        const cutAt = cuts.shift();
        return Promise.resolve(
          new Response(stream(from, cutAt), {
            status: 206,
            headers: { 'Content-Range': `bytes ${String(from)}-39/40` },
          }),
        );
      },
    };
    expect(await joined(resumableBytes(stream(0, 16), resume, { wait: noWait }))).toEqual(FILE);
  });

  it('asks for the bytes after those it has when started again without a body', async () => {
    const asked: number[] = [];
    const resume: Resumable = {
      etag: null,
      again: (from) => {
        asked.push(from);
        return Promise.resolve(rest(from));
      },
    };
    expect(await joined(resumableBytes(null, resume, { wait: noWait, from: 24 }))).toEqual(FILE.subarray(24));
    expect(asked).toEqual([24]);
  });
});
