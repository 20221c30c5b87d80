import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A phrase's samples in the file of held phrases: where they lie, how many, in which form. */
export interface HeldSamples {
  offset: number;
  length: number;
  form: 'int16' | 'float32';
}

/**
 * The phrases of a file fitted to its promised length, kept in a temporary file from the moment each is spoken
 * until it is mixed (decision 0028, session 20). A daily meditation holds 3–5 minutes of speech (6–12 MB of 16-bit
 * samples) through the whole reading and both mixing passes; on disk they leave the work process's memory, and
 * each is read back when mixed (twice a day, a few milliseconds). The file is removed as soon as it is opened, so
 * a process stopped mid-job leaves nothing behind; where a system refuses that, it is removed at `close`.
 */
export function createHeldPhrases() {
  const path = join(tmpdir(), `detox-phrases-${randomUUID()}`);
  const file = openSync(path, 'w+', 0o600);
  let removed = false;
  try {
    unlinkSync(path);
    removed = true;
  } catch {
    // removed at close
  }
  let end = 0;
  return {
    hold(samples: Int16Array | Float32Array): HeldSamples {
      const bytes = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
      for (let written = 0; written < bytes.byteLength;)
        written += writeSync(file, bytes, written, bytes.byteLength - written, end + written);
      const held: HeldSamples = {
        offset: end,
        length: samples.length,
        form: samples instanceof Int16Array ? 'int16' : 'float32',
      };
      end += bytes.byteLength;
      return held;
    },
    read(held: HeldSamples): Int16Array | Float32Array {
      const samples = held.form === 'int16' ? new Int16Array(held.length) : new Float32Array(held.length);
      const bytes = new Uint8Array(samples.buffer);
      for (let read = 0; read < bytes.byteLength;) {
        const count = readSync(file, bytes, read, bytes.byteLength - read, held.offset + read);
        if (count === 0) throw new Error('frase guardada incompleta');
        read += count;
      }
      return samples;
    },
    close() {
      closeSync(file);
      if (!removed) unlinkSync(path);
    },
  };
}
