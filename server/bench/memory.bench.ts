// npm run bench:memory — how much memory the real server takes (issue 33), on the embedded PGlite and (with
// DATABASE_URL) on PostgreSQL: the server is started as `npm start` starts it (BENCH_START=built, the default:
// `node server/dist/main.js` after `npm run build:server`; BENCH_START=loader: `node --import tsx server/src/main.ts`;
// BENCH_START=both: one after the other), on a free port and a fresh data directory, with the local voice and the
// warm-up of the daily meditations that `npm start` runs after ready (minutes of synthesis in a work process, so
// the first three readings below are taken with it running beside, as in production). Its RSS (VmRSS of the process
// and of every child: the work process, tsx's esbuild service under the loader) is read from /proc at ready
// (/api/ready answers 200), after BENCH_IDLE_SECONDS idle (default 30), after the load of bench:api (32 connections:
// task writes then progress reads, BENCH_SECONDS each, default 10, each after an unmeasured warm-up of
// BENCH_WARMUP_SECONDS, default 3), and once the 21 days are made and the work process let go, BENCH_IDLE_SECONDS
// later (what every later start of that server holds; BENCH_AFTER_WARMUP=false skips it), each beside its budget,
// with the tree's Pss (shared pages counted once). Also printed: the resident part of the process's WebAssembly memories (PGlite's is the
// largest), on PostgreSQL the server's backends (their RSS and their proportional share, Pss, of the memory they
// share), the embedded RSS less PostgreSQL's (what PGlite costs), and the time from spawn to ready, on the fresh data
// directory and on BENCH_RESTARTS restarts on the same data (default 3). Each reading is printed with the machine's
// load average. The built server starts with glibc's tunables as `npm start` and the image give them
// (ops/node-flags.ts); GLIBC_TUNABLES, when set, is passed instead (empty: glibc's defaults). Exits 1 when a budget is
// missed. Timing figures are noisy on a shared machine.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { programmeDay } from '@detox/fixtures';
import postgres from 'postgres';
import { analystRoleName } from '../src/analytics/analyst-access.ts';
import { send, spawnServer, subscriberToken, type ServerProcess } from '../src/testing/server-process.ts';
import type { LoadRequest, LoadResult } from './load-generator.ts';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 32;
const USERS = Number(process.env.BENCH_USERS ?? 100);
const START = process.env.BENCH_START ?? 'built';
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
/** How long to wait for the warm-up's 21 days before the last reading (BENCH_AFTER_WARMUP=false skips it). */
const WARMUP_WAIT_SECONDS = Number(process.env.BENCH_WARMUP_WAIT_SECONDS ?? 900);
const AFTER_WARMUP = process.env.BENCH_AFTER_WARMUP !== 'false';
const MB = 1024 * 1024;
/** Issue 33's budgets, in MB of RSS. */
const BUDGETS = {
  embedded: { ready: 300, idle: 300, load: 400 },
  postgres: { ready: 150, idle: 150, load: 250 },
} as const;
type Backend = keyof typeof BUDGETS;

/** A /proc status field in bytes (VmRSS: "VmRSS:   123456 kB"). */
function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** The process and its descendants, with their command names. */
function processTree(pid: number): { pid: number; name: string }[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
  const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  return [{ pid, name }, ...children.flatMap(processTree)];
}

/**
 * The resident part of each WebAssembly memory of the process (PGlite's, the voice's): V8 reserves a memory with its
 * guard region, 8 GiB or more, and makes only its first part accessible, so a memory is a read-write anonymous
 * mapping followed at once by an inaccessible one of that size, which nothing else in a Node process is.
 */
function wasmResident(pid: number): number[] {
  const mappings: { start: bigint; end: bigint; perms: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*$/.exec(line);
    if (header) {
      const [, start = '0', end = '0', perms = ''] = header;
      mappings.push({ start: BigInt(`0x${start}`), end: BigInt(`0x${end}`), perms, rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rss = Number(rss[1]) * 1024;
  }
  const guard = 8n * 1024n * 1024n * 1024n;
  return mappings
    .filter((mapping, index) => {
      const next = mappings[index + 1];
      return (
        mapping.perms === 'rw-p' &&
        next?.start === mapping.end &&
        next.perms === '---p' &&
        next.end - next.start >= guard - (mapping.end - mapping.start)
      );
    })
    .map((mapping) => mapping.rss)
    .sort((a, b) => b - a);
}

interface Reading {
  /** The process tree's RSS (what the budget is read against). */
  rss: number;
  /** The tree's proportional share (Pss): pages two processes share, the node binary's, counted once. */
  pss: number;
  node: number;
  children: string;
  /** The server's PostgreSQL backends, and the WebAssembly memories (PGlite's, the largest, and the voice's). */
  share: string;
  /** The machine's load average over the last minute when read: other work shares the cores. */
  load: number;
}

async function read(
  server: ServerProcess,
  backend: Backend,
  backends: () => Promise<string>,
): Promise<Reading> {
  const pid = server.child.pid ?? 0;
  const tree = processTree(pid);
  const sizes = tree.map((entry) => ({ ...entry, rss: statusField(entry.pid, 'VmRSS') }));
  const pss = tree.reduce((sum, entry) => {
    const line = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry.pid}/smaps_rollup`, 'utf8'));
    return sum + Number(line?.[1] ?? 0) * 1024;
  }, 0);
  const wasm = wasmResident(pid);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  return {
    rss: sizes.reduce((sum, entry) => sum + entry.rss, 0),
    pss,
    node: sizes[0]?.rss ?? 0,
    children:
      sizes
        .slice(1)
        .map((entry) => `${entry.name} ${mb(entry.rss)}`)
        .join(', ') || '–',
    share: [
      ...(backend === 'postgres' ? [await backends()] : []),
      `WebAssembly memories ${wasm.map(mb).join(' + ') || '–'}`,
    ].join('; '),
    load: loadavg()[0] ?? 0,
  };
}

/** The RSS and Pss of the PostgreSQL backends serving the server (found by their application_name). */
function postgresBackends(url: string, applicationName: string) {
  return async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ pid: number }[]>`
        select pid from pg_stat_activity where application_name = ${applicationName}`;
      let rss = 0;
      let pss = 0;
      for (const { pid } of rows) {
        try {
          rss += statusField(pid, 'VmRSS');
          const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
          pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
        } catch {
          // A backend that ended between the query and the read.
        }
      }
      return `${rows.length} backends: RSS ${(rss / MB).toFixed(0)}, Pss ${(pss / MB).toFixed(0)}`;
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
}

/** Runs bench:api's load generator in its own process and waits for its figures. */
function load(url: string, tokens: string[], write: boolean, seconds: number, firstIndex: number) {
  const tasks = programmeDay(1)?.tasks.map((task) => task.id) ?? [];
  const child = fork(fileURLToPath(new URL('load-generator.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const request: LoadRequest = { url, tokens, write, connections: CONNECTIONS, seconds, tasks, firstIndex };
  return new Promise<LoadResult>((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`O gerador de carga terminou com código ${String(code)}`));
    });
    child.send(request);
  });
}

/** Polls /api/ready until it answers 200: the time from spawn to ready. */
async function untilReady(server: ServerProcess, spawnedAt: number): Promise<number> {
  for (;;) {
    const answer = await send(server.url, undefined, 'GET', '/api/ready').catch(() => undefined);
    if (answer?.status === 200) return performance.now() - spawnedAt;
    if (server.child.exitCode !== null) throw new Error(`O servidor saiu:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The daily meditations made so far (the files the warm-up writes under DATA_DIR/audio). */
const madeDays = (dataDir: string) =>
  readdirSync(`${dataDir}/audio`, { withFileTypes: true }).filter((entry) =>
    /^dia-\d+-local-v\d+\.mp3$/.test(entry.name),
  ).length;

/**
 * Waits for the warm-up's 21 days, then for its work process to be let go (a minute after its last job), then
 * IDLE_SECONDS more: the seconds from spawn to the days made, or undefined when they were not within the wait.
 */
async function untilWarmedUp(server: ServerProcess, spawnedAt: number): Promise<number | undefined> {
  const pid = server.child.pid ?? 0;
  const end = performance.now() + WARMUP_WAIT_SECONDS * 1000;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (madeDays(server.dataDir) < 21) {
    if (performance.now() > end) return undefined;
    await pause(1000);
  }
  const seconds = (performance.now() - spawnedAt) / 1000;
  while (processTree(pid).length > 1 && performance.now() < end) await pause(1000);
  await pause(IDLE_SECONDS * 1000);
  return seconds;
}

interface Run {
  backend: Backend;
  start: string;
  readyMs: number;
  /** Spawn to ready of each restart on the same data. */
  restartsMs: number[];
  ready: Reading;
  idle: Reading;
  loaded: Reading;
  /** Once the 21 days are made and the work process let go: every later start of that server looks like this. */
  warmed: Reading | undefined;
  warmUpSeconds: number | undefined;
  writes: LoadResult;
  reads: LoadResult;
}

async function measure(backend: Backend, start: 'built' | 'loader'): Promise<Run> {
  const applicationName = `membench_${randomBytes(4).toString('hex')}`;
  const schema = `membench_${randomBytes(4).toString('hex')}`;
  const base = process.env.DATABASE_URL ?? '';
  const admin = backend === 'postgres' ? postgres(base, { max: 1, onnotice: () => {} }) : undefined;
  // The local voice with its warm-up, as `npm start` runs: the daily meditations are made in a work process beside
  // everything measured here (the process ends a minute after the last one).
  // The reminders' pass every minute and the demo subscriber, as `npm start` has them (config's defaults; spawnServer
  // turns both off for the tests).
  const env: Record<string, string> = {
    TTS_PROVIDER: 'local',
    AUDIO_WARMUP: 'true',
    LOG_LEVEL: 'warn',
    PUSH_REMINDERS: 'true',
    SEED_DEMO: 'true',
  };
  // glibc's allocator settings other than `npm start`'s and the image's (spawnServer gives the built server
  // those): measured when given, glibc's own defaults when empty.
  if (process.env.GLIBC_TUNABLES !== undefined) env.GLIBC_TUNABLES = process.env.GLIBC_TUNABLES;
  // The days the image makes when it is built (Dockerfile): with them the server's first start runs no warm-up.
  if (process.env.PREMADE_AUDIO_DIR) env.PREMADE_AUDIO_DIR = process.env.PREMADE_AUDIO_DIR;
  if (admin) {
    await admin.unsafe(`create schema ${schema}`);
    const url = new URL(base);
    url.searchParams.set('search_path', schema);
    url.searchParams.set('application_name', applicationName);
    Object.assign(env, { EVENT_STORE: 'postgres', DATABASE_URL: url.toString() });
  }
  const spawnedAt = performance.now();
  const server = await spawnServer(env, { built: start === 'built' });
  try {
    const readyMs = await untilReady(server, spawnedAt);
    const backends = postgresBackends(base, applicationName);
    const ready = await read(server, backend, backends);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = await read(server, backend, backends);
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const ip = `10.33.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      tokens.push(await subscriberToken(server.url, `memoria-${i}@exemplo.com.br`, ip));
    }
    const warm = await load(server.url, tokens, true, WARMUP_SECONDS, 0);
    const writes = await load(server.url, tokens, true, SECONDS, warm.issued);
    await load(server.url, tokens, false, WARMUP_SECONDS, 0);
    const reads = await load(server.url, tokens, false, SECONDS, 0);
    const loaded = await read(server, backend, backends);
    const warmUp = AFTER_WARMUP ? await untilWarmedUp(server, spawnedAt) : undefined;
    const warmed = warmUp === undefined ? undefined : await read(server, backend, backends);
    server.child.kill('SIGTERM');
    await server.exited();
    // Restarts on the same data (migrations done, PGlite's initdb too), as a deploy or a crash restart finds it.
    const restartsMs: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const restartedAt = performance.now();
      const again = await spawnServer({ ...env, DATA_DIR: server.dataDir }, { built: start === 'built' });
      restartsMs.push(await untilReady(again, restartedAt));
      again.child.kill('SIGTERM');
      await again.exited();
    }
    return {
      backend,
      start,
      readyMs,
      restartsMs,
      ready,
      idle,
      loaded,
      warmed,
      warmUpSeconds: warmUp,
      writes,
      reads,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
    if (admin) {
      await admin.unsafe(`drop schema ${schema} cascade`);
      await admin.unsafe(`drop role if exists ${analystRoleName(schema)}`).catch(() => undefined);
      await admin.end({ timeout: 5 });
    }
  }
}

if (START !== 'loader') {
  // The built server is what `npm start` runs: built here as there.
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}
const starts: ('built' | 'loader')[] =
  START === 'both' ? ['built', 'loader'] : [START === 'loader' ? 'loader' : 'built'];
const backends: Backend[] = process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
console.log(
  `bench:memory — ${cpus().length} cores${process.env.GLIBC_TUNABLES !== undefined ? `, GLIBC_TUNABLES=${process.env.GLIBC_TUNABLES || "'' (glibc's defaults)"}` : ''}${process.env.PREMADE_AUDIO_DIR ? `, PREMADE_AUDIO_DIR=${process.env.PREMADE_AUDIO_DIR} (the image's days made ahead)` : ''}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(
      ' ',
    )}, ${IDLE_SECONDS} s idle, load ${CONNECTIONS} connections × ${SECONDS} s writes + ${SECONDS} s reads, ${USERS} subscribers`,
);
const runs: Run[] = [];
for (const backend of backends) for (const start of starts) runs.push(await measure(backend, start));

const rows: string[][] = [
  [
    'backend',
    'start',
    'when',
    'RSS MB',
    'budget',
    '',
    'Pss MB',
    'load',
    'node',
    'children',
    'database share MB',
  ],
];
let missed = 0;
for (const run of runs) {
  const budget = BUDGETS[run.backend];
  const readings: [string, Reading, number][] = [
    ['ready', run.ready, budget.ready],
    [`idle ${IDLE_SECONDS} s`, run.idle, budget.idle],
    ['after load', run.loaded, budget.load],
  ];
  if (run.warmed) readings.push([`21 days made, idle`, run.warmed, budget.idle]);
  for (const [when, reading, limit] of readings) {
    const ok = reading.rss / MB <= limit;
    if (!ok) missed++;
    rows.push([
      run.backend,
      run.start,
      when,
      (reading.rss / MB).toFixed(0),
      `≤ ${limit}`,
      `${((reading.rss / MB / limit) * 100).toFixed(0)} % ${ok ? 'ok' : 'MISSED'}`,
      (reading.pss / MB).toFixed(0),
      reading.load.toFixed(1),
      (reading.node / MB).toFixed(0),
      reading.children,
      reading.share,
    ]);
  }
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
for (const run of runs) {
  console.log(
    `${run.backend} ${run.start}: spawn to ready ${(run.readyMs / 1000).toFixed(2)} s on a fresh data directory, ${run.restartsMs.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s on restarts; the 21 days made ${run.warmUpSeconds === undefined ? (AFTER_WARMUP ? `not within ${WARMUP_WAIT_SECONDS} s` : 'not awaited') : `${run.warmUpSeconds.toFixed(0)} s after spawn`}; load writes ${Math.round(run.writes.perSecond)} req/s (${run.writes.errors} errors), reads ${Math.round(run.reads.perSecond)} req/s (${run.reads.errors} errors)`,
  );
}
// PGlite's resident WebAssembly memory is only part of what it costs (its compiled code, its files, its buffers on
// the JavaScript side): the same server's RSS on each backend tells the rest.
for (const start of starts) {
  const embedded = runs.find((run) => run.backend === 'embedded' && run.start === start);
  const onPostgres = runs.find((run) => run.backend === 'postgres' && run.start === start);
  if (!embedded || !onPostgres) continue;
  const difference = (of: (run: Run) => Reading) => ((of(embedded).rss - of(onPostgres).rss) / MB).toFixed(0);
  console.log(
    `${start}: the embedded backend's RSS less PostgreSQL's (PGlite's share): ready ${difference((run) => run.ready)} MB, idle ${difference((run) => run.idle)} MB, after load ${difference((run) => run.loaded)} MB`,
  );
}
process.exit(missed === 0 ? 0 : 1);
