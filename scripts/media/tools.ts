import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the generated, committed media go (served as /media/…). */
export const mediaDir = new URL('../../client/public/media/', import.meta.url).pathname;
mkdirSync(mediaDir, { recursive: true });

/** Scratch space for intermediate frames and audio. */
export const workDir = mkdtempSync(join(tmpdir(), 'detox-media-'));

const TOOLS: Record<string, string> = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffmpeg',
  'espeak-ng': 'espeak-ng',
  sox: 'sox',
  cwebp: 'webp',
};

/** Fails with the apt-get line to run when a tool is missing. */
export function requireTools(): void {
  const missing = Object.keys(TOOLS).filter((tool) => spawnSync('which', [tool]).status !== 0);
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((tool) => TOOLS[tool]))].join(' ');
    throw new Error(`Faltam ferramentas: ${missing.join(', ')}. Instale com: apt-get install -y ${packages}`);
  }
}

/** Runs a command, throwing with its stderr when it fails; returns stdout. */
export function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')}\n${result.stderr || result.stdout || String(result.error)}`,
    );
  }
  return result.stdout;
}

/** Length of an audio or video file in seconds. */
export function mediaSeconds(path: string): number {
  const out = run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]);
  return Number.parseFloat(out.trim());
}

/** Still image → WebP at the given width (height follows), quality tuned for flat illustrations. */
export function toWebp(input: string, output: string, width: number, quality = 72): void {
  run('cwebp', [
    '-quiet',
    '-q',
    String(quality),
    '-m',
    '6',
    '-resize',
    String(width),
    '0',
    input,
    '-o',
    output,
  ]);
}
