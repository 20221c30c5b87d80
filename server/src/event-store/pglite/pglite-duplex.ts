import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80877103;
const PROTOCOL_3 = 196608;

/** Length of the first complete frontend message in `buffer`, or 0 when it is not complete yet. */
function completeMessageLength(buffer: Buffer, startupDone: boolean): number {
  if (!startupDone) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

/**
 * An in-process duplex "socket" for postgres.js's `socket` option, speaking the wire protocol to PGlite.
 * Messages are executed strictly in arrival order; use it with `max: 1` (PGlite runs one session).
 * `onAnswer` is told each time PGlite has answered a batch of messages.
 */
export function createPgliteSocket(db: PGlite, onAnswer?: () => void): Duplex & { readyState: string } {
  let pending: Buffer = Buffer.alloc(0);
  let startupDone = false;
  let queue: Promise<void> = Promise.resolve();

  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const batch: Buffer[] = [];
      for (;;) {
        const length = completeMessageLength(pending, startupDone);
        if (length === 0) break;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (!startupDone && message.readInt32BE(4) === SSL_REQUEST_CODE) {
          socket.push(Buffer.from('N'));
          continue;
        }
        if (!startupDone && message.readInt32BE(4) === PROTOCOL_3) startupDone = true;
        batch.push(message);
      }
      if (batch.length > 0) {
        const input = Buffer.concat(batch);
        queue = queue.then(() =>
          db
            .execProtocolRawStream(new Uint8Array(input), {
              onRawData: (data) => {
                socket.push(Buffer.from(data));
              },
            })
            .then(onAnswer)
            .catch((error: unknown) => {
              socket.destroy(error instanceof Error ? error : new Error(String(error)));
            }),
        );
      }
      callback();
    },
    // The client ended its side (postgres.js's end() after Terminate): end ours too, so the socket closes and
    // end() resolves at once instead of waiting out its timeout.
    final(callback) {
      queue.then(() => {
        socket.push(null);
        callback();
      }, callback);
    },
  });
  return Object.assign(socket, { readyState: 'open' });
}
