// npm run bench:first-sound — how long a person waits for the first sound of a personalised session (issue 34).
// The real server process (`node --import tsx server/src/main.ts`, the embedded PGlite, the local voice, its worker
// threads at their production nice value) is asked for BENCH_RUNS (default 5) sessions one after another, each a
// new script (its own intention), so the cache never answers; then started again, fresh, with the warm-up of the
// 21 daily meditations under way (as production runs it beside), and asked for one more.
// Each session is asked as the client asks it: POST /api/audio/personalized-session with Accept: audio/mpeg. A
// server that streams answers the MP3 itself; one that answers the session's JSON is followed to its audioUrl, as
// the client did before decision 0029. Measured from the POST: the first playable MP3 frame (time to first sound)
// and the last byte (time to complete), and how long a player that started at the first sound would have waited
// for bytes not there yet (the voice falling behind playback). Printed: median and spread (min–max) beside the 3 s
// budget.
// Exits 1 when the median first sound misses the budget. It is a benchmark, not a test: it prints figures.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { type Mp3Frame, mp3DurationSeconds, mp3Frames } from '@detox/providers/tts/mp3-frames';
import { type ServerProcess, spawnServer, subscriberToken } from '../src/testing/server-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_SECONDS = 3;

interface Timing {
  firstSound: number;
  complete: number;
  /** Seconds a player that started at the first sound would have waited for bytes not yet there. */
  waits: number;
  audioSeconds: number;
  streamed: boolean;
}

/** The first whole MP3 frame in `bytes`, if one came already: what a browser needs to start playing. */
function firstFrame(bytes: Uint8Array): Mp3Frame | undefined {
  for (let offset = 0; offset + 4 < bytes.length; offset++) {
    if (bytes[offset] !== 0xff || ((bytes[offset + 1] ?? 0) & 0xe0) !== 0xe0) continue;
    try {
      const [frame] = mp3Frames(bytes.subarray(offset, offset + 4000));
      if (frame && offset + frame.length <= bytes.length) return { ...frame, offset };
    } catch {
      // Not a frame here (or cut short): look further.
    }
  }
  return undefined;
}

/**
 * Reads an audio answer, noting when the first whole frame arrived, and how long a player that started then would
 * have waited for bytes that had not come yet (the voice falling behind playback).
 */
async function readAudio(response: Response, started: number) {
  if (!response.body) throw new Error('resposta sem corpo');
  const chunks: Uint8Array[] = [];
  let size = 0;
  let firstSound: number | undefined;
  let first: Mp3Frame | undefined;
  let waits = 0;
  // The server's types give fetch's body no element type; an HTTP body is bytes.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    chunks.push(chunk);
    size += chunk.byteLength;
    const at = (performance.now() - started) / 1000;
    if (first) {
      // What had come before this piece, at the pipeline's constant bitrate (48 kbps), against where playback is.
      const held = ((size - chunk.byteLength - first.offset) * 8) / (first.bitrateKbps * 1000);
      const position = at - (firstSound ?? at) - waits;
      if (position > held) waits += position - held;
    } else {
      first = firstFrame(Buffer.concat(chunks, size));
      if (first) firstSound = at;
    }
  }
  const bytes = Buffer.concat(chunks, size);
  return {
    bytes,
    firstSound: firstSound ?? Number.NaN,
    complete: (performance.now() - started) / 1000,
    waits,
  };
}

async function session(url: string, token: string, intention: string): Promise<Timing> {
  const started = performance.now();
  const authorization = `Bearer ${token}`;
  const answer = await fetch(`${url}/api/audio/personalized-session`, {
    method: 'POST',
    headers: {
      Authorization: authorization,
      'Idempotency-Key': randomUUID(),
      'Content-Type': 'application/json',
      Accept: 'audio/mpeg, application/json',
    },
    body: JSON.stringify({ dayNumber: 1, backgroundMusicIndex: 2, customText: intention }),
  });
  if (answer.status >= 300) throw new Error(`sessão: ${answer.status} ${await answer.text()}`);
  let audio = answer;
  const streamed = (answer.headers.get('content-type') ?? '').startsWith('audio/');
  if (!streamed) {
    const { audioUrl } = (await answer.json()) as { audioUrl: string };
    audio = await fetch(`${url}${audioUrl}`, { headers: { Authorization: authorization } });
    if (audio.status !== 200) throw new Error(`áudio: ${audio.status}`);
  }
  const read = await readAudio(audio, started);
  return {
    firstSound: read.firstSound,
    complete: read.complete,
    waits: read.waits,
    audioSeconds: mp3DurationSeconds(read.bytes),
    streamed,
  };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const s = (value: number) => `${value.toFixed(2)} s`;
const spread = (values: number[]) => `${s(Math.min(...values))}–${s(Math.max(...values))}`;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`bench:first-sound — ${cpus().length} cores, load ${load()}, ${RUNS} runs, local voice`);
const environment = { TTS_PROVIDER: 'local', LOG_LEVEL: 'warn' };

const idleServer = await spawnServer({ ...environment, AUDIO_WARMUP: 'false' });
const token = await subscriberToken(idleServer.url, 'primeiro-som@exemplo.com.br', '10.34.0.1');
const idle: Timing[] = [];
for (let run = 1; run <= RUNS; run++) {
  const timing = await session(idleServer.url, token, `Intenção da medida ${run}: ${randomUUID()}.`);
  idle.push(timing);
  console.log(
    `run ${run}: first sound ${s(timing.firstSound)}, complete ${s(timing.complete)}, waits while playing ${s(timing.waits)}, ${timing.audioSeconds.toFixed(0)} s of audio, ${timing.streamed ? 'streamed' : 'JSON then GET'}`,
  );
}
const dataDir = idleServer.dataDir;
await stop(idleServer);

// Fresh again on the same data (the subscriber exists, no daily meditation is made yet): the warm-up starts at once.
const warmServer = await spawnServer({ ...environment, AUDIO_WARMUP: 'true', DATA_DIR: dataDir });
const warm = await session(warmServer.url, token, `Intenção durante o aquecimento: ${randomUUID()}.`);
console.log(
  `during the warm-up: first sound ${s(warm.firstSound)}, complete ${s(warm.complete)}, waits while playing ${s(warm.waits)}, load ${load()}`,
);
await stop(warmServer);

const firstSounds = idle.map((timing) => timing.firstSound);
const completes = idle.map((timing) => timing.complete);
const waits = idle.map((timing) => timing.waits);
const ok = median(firstSounds) <= BUDGET_SECONDS;
const rows = [
  ['measure', 'median', 'spread', 'during warm-up', 'budget', ''],
  [
    'first sound',
    s(median(firstSounds)),
    spread(firstSounds),
    s(warm.firstSound),
    `≤ ${BUDGET_SECONDS} s`,
    ok ? 'ok' : 'MISSED',
  ],
  ['complete', s(median(completes)), spread(completes), s(warm.complete), '–', ''],
  ['waits while playing', s(median(waits)), spread(waits), s(warm.waits), '–', ''],
];
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
process.exit(ok ? 0 : 1);
