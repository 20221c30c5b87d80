import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.vtt',
  '.webmanifest',
  '.txt',
]);
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz twin next to every text file of the build, once, at maximum compression; the
 * server hands them out by Accept-Encoding (serveStatic `precompressed`). Skips folders it is told to.
 */
export function precompress(dir: string, skip: ReadonlySet<string>): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (skip.has(entry)) continue;
    if (statSync(path).isDirectory()) {
      count += precompress(path, skip);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}
