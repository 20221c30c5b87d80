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
import { createProjectionRunner } from '../src/projection-runner/runner.ts';
import { openRuntime } from '../src/runtime.ts';
import { runtimeParts } from '../src/slices.ts';
import { seedLog } from '../src/seed/seed-log.ts';
import { percentile } from './percentile.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 300);

interface Call {
  start: number;
  ms: number;
  sql: string;
}

/** Prepared statements by name (postgres.js prepares each query once, then sends only Bind/Execute). */
const prepared = new Map<string, string>();

/** The SQL of a batch: its Query ('Q'), its Parse ('P'), else the prepared statement its Bind ('B') names. */
function sqlOf(message: Uint8Array): string {
  const buffer = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const cString = (from: number) => {
    const end = buffer.indexOf(0, from);
    return { text: buffer.toString('utf8', from, end === -1 ? buffer.length : end), next: end + 1 };
  };
  let found: string | undefined;
  for (let at = 0; at + 5 <= buffer.length; at += 1 + buffer.readInt32BE(at + 1)) {
    const type = String.fromCharCode(buffer[at] ?? 0);
    if (type === 'Q') found ??= cString(at + 5).text;
    if (type === 'P') {
      const name = cString(at + 5);
      const sql = cString(name.next).text;
      prepared.set(name.text, sql);
      found ??= sql;
    }
    if (type === 'B') found ??= prepared.get(cString(cString(at + 5).next).text);
  }
  return found ?? '(sem SQL)';
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
    calls.push({ start: started, ms: performance.now() - started, sql: sqlOf(message) });
  }
};

interface Gap {
  end: number;
  ms: number;
}

/** The loop's gaps: a timer asked for every 1 ms, and how late each tick came. */
function gapTracker() {
  const gaps: Gap[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push({ end: now, ms: now - last - 1 });
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return gaps;
    },
  };
}

const rows: string[][] = [];
async function phase(name: string, run: () => Promise<string>) {
  calls.length = 0;
  const tracker = gapTracker();
  const started = performance.now();
  const note = await run();
  const seconds = (performance.now() - started) / 1000;
  const gaps = tracker.stop().sort((a, b) => a.ms - b.ms);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  const slowest = calls.reduce<Call | undefined>(
    (top, call) => (top && top.ms >= call.ms ? top : call),
    undefined,
  );
  const over = (limit: number) => gaps.filter((gap) => gap.ms > limit).length;
  const longest = gaps.at(-1) ?? { end: 0, ms: 0 };
  // How much of the longest hold the database's calls account for (the rest: JavaScript, GC, other processes).
  const inDatabase = calls.reduce((sum, call) => {
    const from = Math.max(call.start, longest.end - longest.ms);
    const to = Math.min(call.start + call.ms, longest.end);
    return sum + Math.max(0, to - from);
  }, 0);
  const row = [
    name,
    seconds.toFixed(1),
    note,
    `${over(20)} / ${over(50)} / ${over(100)}`,
    `${longest.ms.toFixed(0)} (db ${inDatabase.toFixed(0)})`,
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
const runtime = await openRuntime(config, logger, runtimeParts);
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
  'longest hold ms (of it in db)',
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
