import fs from 'node:fs';

/**
 * Test preload (`node --import tsx --import ./disk-full-preload.ts …`): while the file named by DISK_FULL_FLAG
 * exists, the disk is full. As on a real full disk, writes into space a file already has still succeed (PGlite's
 * WAL segments are allocated ahead) and writes that grow a file fail with ENOSPC, which PGlite turns into SQLSTATE
 * 53100 "could not extend file" as it did on a real full tmpfs (docs/runbook.md).
 */
const flag = process.env.DISK_FULL_FLAG;
const original = fs.writeSync.bind(fs);

function grows(fd: number, length: number, position: unknown): boolean {
  const stats = fs.fstatSync(fd);
  if (!stats.isFile()) return false;
  return typeof position !== 'number' || position + length > stats.size;
}

if (flag) {
  const patched = (fd: number, buffer: NodeJS.ArrayBufferView | string, ...rest: unknown[]): number => {
    if (fs.existsSync(flag)) {
      const length =
        typeof buffer === 'string'
          ? Buffer.byteLength(buffer)
          : typeof rest[1] === 'number'
            ? rest[1]
            : buffer.byteLength;
      const position = typeof buffer === 'string' ? rest[0] : rest[2];
      if (grows(fd, length, position)) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
      }
    }
    return (original as (...args: unknown[]) => number)(fd, buffer, ...rest);
  };
  Object.assign(fs, { writeSync: patched });
}
