// npm run bench:db-holds — how long the embedded database (PGlite, WebAssembly in the server's own thread) holds
// the event loop: under the seed (whole subscriber journeys through the HTTP app in process) and under a rebuild of
// every projection. PGlite runs each batch of wire-protocol messages synchronously (execProtocolRawSync): while it
// runs, no request is read, no timer fires. Printed per phase: the loop's gaps (a 1 ms timer's lateness: how often
// and how long the loop was held, whatever held it) and the database's own calls (count, p99, max, the slowest
// statement). Figures for decision 0024; BENCH_SUBSCRIBERS (default 300) sizes the seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { allProjections } from '@detox/projections';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { createProjectionRunner } from '../src/projections/runner.ts';
import { openRuntime } from '../src/runtime.ts';
import { seedLog } from '../src/seed/seed-log.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 300);

interface Call {
  ms: number;
  sql: string;
}

/** The SQL of the first Query ('Q') or Parse ('P') message of a batch, for naming the slowest call. */
function sqlOf(message: Uint8Array): string {
  let at = 0;
  const text = (from: number) => {
    const end = message.indexOf(0, from);
    return Buffer.from(message.subarray(from, end === -1 ? message.length : end)).toString('utf8');
  };
  while (at + 5 <= message.length) {
    const type = String.fromCharCode(message[at] ?? 0);
    const length = Buffer.from(message.subarray(at + 1, at + 5)).readInt32BE(0);
    if (type === 'Q') return text(at + 5);
    if (type === 'P') {
      const nameEnd = message.indexOf(0, at + 5);
      return text(nameEnd + 1);
    }
    at += 1 + length;
  }
  return '(sem SQL: sync, bind, execute…)';
}

const calls: Call[] = [];
type RawSync = (message: Uint8Array) => unknown;
const prototype = PGlite.prototype as unknown as { execProtocolRawSync: RawSync };
const original = prototype.execProtocolRawSync;
prototype.execProtocolRawSync = function timed(this: PGlite, message: Uint8Array) {
  const started = performance.now();
  try {
    return original.call(this, message);
  } finally {
    calls.push({ ms: performance.now() - started, sql: sqlOf(message) });
  }
};

/** The loop's gaps: a timer asked for every 1 ms, and how late each tick came. */
function gapTracker() {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last - 1);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return gaps;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

const rows: string[][] = [];
async function phase(name: string, run: () => Promise<string>) {
  calls.length = 0;
  const tracker = gapTracker();
  const started = performance.now();
  const note = await run();
  const seconds = (performance.now() - started) / 1000;
  const gaps = tracker.stop().sort((a, b) => a - b);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  const slowest = calls.reduce<Call | undefined>(
    (top, call) => (top && top.ms >= call.ms ? top : call),
    undefined,
  );
  const over = (limit: number) => gaps.filter((gap) => gap > limit).length;
  const row = [
    name,
    seconds.toFixed(1),
    note,
    `${over(20)} / ${over(50)} / ${over(100)}`,
    (gaps.at(-1) ?? 0).toFixed(0),
    String(times.length),
    percentile(times, 99).toFixed(1),
    (times.at(-1) ?? 0).toFixed(0),
    (slowest?.sql ?? '').replace(/\s+/g, ' ').slice(0, 70),
  ];
  rows.push(row);
  process.stdout.write(`${row.join(' | ')}\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'detox-holds-'));
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  PUSH_REMINDERS: 'false',
  TRUST_PROXY: 'true',
  KIRVANO_WEBHOOK_TOKEN: 'bench-holds-token-0123456789',
});
const logger = createLogger('silent');
const runtime = await openRuntime(config, logger);
const app = createApp({ config, runtime, logger });
try {
  await phase(`seed, ${SUBSCRIBERS} subscribers`, async () => {
    const summary = await seedLog(
      { fetcher: (path, init) => app.request(path, init), runtime, config },
      { subscribers: SUBSCRIBERS, seed: '35', concurrency: 12 },
    );
    return `${summary.eventsAdded} events, ${summary.requests} requests`;
  });
  // Every projection, inline ones included, as `npm run projections -- rebuild` does it.
  const runner = createProjectionRunner({
    sql: runtime.sql,
    store: runtime.store,
    projections: allProjections,
    electLeader: false,
  });
  for (const projection of allProjections) {
    await phase(`rebuild ${projection.name}`, async () => {
      const { events } = await runner.rebuild(projection.name);
      return `${events} events`;
    });
  }
  await runner.stop();
} finally {
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  'phase',
  's',
  'work',
  'loop held >20/>50/>100 ms',
  'longest hold ms',
  'db calls',
  'db p99 ms',
  'db max ms',
  'slowest call',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
for (const line of [header, ...rows])
  console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
