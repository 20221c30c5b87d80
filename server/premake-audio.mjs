// node server/premake-audio.mjs <folder> — makes the 21 daily meditations in the local voice ahead of any start, for
// the image (Dockerfile: its build stage runs this, and the runtime points PREMADE_AUDIO_DIR at the folder). A
// server built from that image copies them into DATA_DIR/audio at start, so its first start runs no warm-up: no work
// process making days beside the first subscribers (decision 0028, session 22).
//
// It runs the built server (npm run build first) exactly as a first start does, with the local voice and its
// warm-up, on a throwaway data directory, waits for "meditações do dia prontas", stops it, and keeps its audio
// folder. The bytes are the warm-up's own. Exits 1 if the server stops first or the days take over 20 minutes.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('uso: node server/premake-audio.mjs <pasta>');
  process.exit(2);
}
const repoRoot = new URL('../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'detox-premake-'));
const started = performance.now();
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=4', '--v8-pool-size=1', 'server/dist/main.js'],
  {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUSH_REMINDERS: 'false',
      TTS_PROVIDER: 'local',
      AUDIO_WARMUP: 'true',
      KIRVANO_WEBHOOK_TOKEN: 'premake-audio-only-0123456789',
      ...(process.env.GLIBC_TUNABLES ? { GLIBC_TUNABLES: process.env.GLIBC_TUNABLES } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);

const done = await new Promise((resolve) => {
  const limit = setTimeout(() => resolve(false), 20 * 60_000);
  let pending = '';
  server.stdout.on('data', (chunk) => {
    pending += String(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (lines.some((line) => line.includes('meditações do dia prontas'))) {
      clearTimeout(limit);
      resolve(true);
    }
  });
  server.once('exit', () => {
    clearTimeout(limit);
    resolve(false);
  });
});
server.kill('SIGTERM');
await new Promise((resolve) =>
  server.exitCode === null ? server.once('exit', resolve) : resolve(undefined),
);

const audio = join(dataDir, 'audio');
const files = done ? readdirSync(audio).filter((file) => /\.(mp3|cues\.json)$/.test(file)) : [];
if (!done || files.filter((file) => file.endsWith('.mp3')).length < 21) {
  console.error(`premake-audio: os 21 dias não ficaram prontos (${String(files.length)} arquivos)`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
for (const file of files) cpSync(join(audio, file), join(target, file));
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `premake-audio: ${String(files.length)} arquivos em ${target} (${Math.round((performance.now() - started) / 1000)} s)`,
);
