// npm run bench:api — the HTTP API under load: POST /api/progress/task for many distinct subscribers with 32
// connections, and GET /api/progress, on PGlite and (with DATABASE_URL) PostgreSQL, next to the raw append ceiling
// (and the plain INSERT) and, for the reads, a bare Hono JSON route answering the same body, all measured in the same
// run (issue 33: writes ≥ 75 % of the append ceiling with p99 ≤ 15 ms, reads ≥ 25 % of the bare route). The app runs
// in production mode, with the built server's V8 settings (npm run bench:api passes its node flags, and
// v8-memory.ts is applied as main.ts applies it; BENCH_V8=defaults leaves V8's own). Each measured run follows an
// unmeasured warm-up of the same load (BENCH_WARMUP_SECONDS, default 3): the figures are a running server's. Prints
// figures; it is not a test. The raw ceilings print their own p50 and p99 (each statement or transaction, sent to done).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { programmeDay } from '@detox/fixtures';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import type { Sql, TransactionSql } from 'postgres';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/event-store/pglite/open-pglite.ts';
import { openRuntime } from '../src/runtime.ts';
import { runtimeParts } from '../src/slices.ts';
import { givenSignedIn } from '../src/testing/auth.ts';
import { startInstances, transactionCounts } from './instances.ts';
import type { LoadRequest, LoadResult } from './load-generator.ts';
import { percentile } from './percentile.ts';
import { createPostgresTestDatabase } from '../src/testing/postgres.ts';

// The old generation's growth between full collections, as the built server sets it (ops/v8-memory.ts).
if (process.env.BENCH_V8 !== 'defaults') await import('../src/ops/v8-memory.ts');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each measured run follows this much of the same load, unmeasured: JIT and caches warm, as a running server is. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const USERS = 300;

interface Row {
  backend: string;
  measure: string;
  perSecond: number;
  p50: number;
  p99: number;
  note: string;
}

/**
 * The raw ceilings: one event row per statement into a table shaped like the event log, CONNECTIONS at a time,
 * without HTTP, JSON or rules. `transaction: false` sends each INSERT alone (autocommit; postgres.js pipelines
 * them); `transaction: true` wraps each in BEGIN … COMMIT, the "raw single-event append" of ARCHITECTURE §4 that
 * the API is measured against (an append is a transaction: its version check and read models commit with it).
 */
async function rawCeiling(
  sql: Sql,
  transaction: boolean,
  seconds = SECONDS,
): Promise<{ perSecond: number; p50: number; p99: number }> {
  await sql`create table if not exists raw_events (like es_events including all)`;
  const insert = (db: Sql | TransactionSql) =>
    db`insert into raw_events (event_id, stream_id, stream_position, type, data, metadata)
      values (${randomUUID()}, ${`raw-${randomUUID()}`}, 0, 'TaskCompletionSet', ${db.json({ day: 1, taskId: 'day1-1', completed: true })},
              ${db.json({ occurredAt: new Date().toISOString(), schemaVersion: 1 })})`;
  // Each statement's (or transaction's) time from sent to done, as the load generator times a request: the ceiling's
  // own tail, the least p99 a write through it can have at this concurrency.
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const sent = performance.now();
        await (transaction ? sql.begin((tx) => insert(tx)) : insert(sql));
        latencies.push(performance.now() - sent);
      }
    }),
  );
  await sql`drop table raw_events`;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: at(50),
    p99: at(99),
  };
}

/**
 * The reads' ceiling: a bare Hono app on @hono/node-server in this process answering `GET /api/progress` with the
 * same JSON body the server answered (`body`), no auth, no cache, no database: what HTTP and JSON alone cost here.
 */
async function bareRouteCeiling(body: unknown, tokens: string[]): Promise<LoadResult> {
  const bare = new Hono().get('/api/progress', (c) => c.json(body));
  const server = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await load(url, tokens, false, WARMUP_SECONDS, 0);
    return await load(url, tokens, false, SECONDS, 0);
  } finally {
    server.close();
  }
}

/**
 * With BENCH_PROFILE=<folder>, a CPU profile of this process (the server's side: the load generator runs in its
 * own) over `run`, written there as <name>.cpuprofile (Chrome DevTools, or any .cpuprofile reader).
 */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * The server's own CPU time per request (this process; the load generator runs in another): steadier than req/s
 * when other work shares the machine, and the figure a capacity model needs.
 */
async function measured(run: () => Promise<LoadResult>): Promise<LoadResult & { cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  const requests = result.perSecond * SECONDS;
  return { ...result, cpuMs: requests > 0 ? (used.user + used.system) / 1000 / requests : 0 };
}

/** Runs the load generator in its own process (see load-generator.ts) and waits for its figures. */
function load(
  url: string,
  tokens: string[],
  write: boolean,
  seconds: number,
  firstIndex: number,
  instances?: Pick<LoadRequest, 'urls' | 'routing' | 'firstIndexes'>,
): Promise<LoadResult> {
  const tasks = programmeDay(1)?.tasks.map((task) => task.id) ?? [];
  const child = fork(fileURLToPath(new URL('load-generator.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const request: LoadRequest = {
    url,
    tokens,
    write,
    connections: CONNECTIONS,
    seconds,
    tasks,
    firstIndex,
    ...instances,
  };
  return new Promise((resolve, reject) => {
    child.once('message', (result: LoadResult) => {
      resolve(result);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`O gerador de carga terminou com código ${String(code)}`));
    });
    child.send(request);
  });
}

async function benchBackend(
  name: string,
  database: { sql: Sql; embedded: boolean; close: () => Promise<void> },
) {
  // As production runs it: no catalogue check of every append (runtime.ts), no /dev routes. The bench's own
  // throwaway PostgreSQL database is reached as its superuser, which production refuses unless told.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_ALLOW_SUPERUSER: 'true',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime(config, logger, runtimeParts, database);
  const app = createApp({ config, runtime, logger });
  const test = { app, runtime, config, close: () => runtime.close() };
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++)
    tokens.push((await givenSignedIn(test, `bench-${i}@exemplo.com.br`, 'active')).token);
  const grant = tokens.map(async (token) =>
    app.request('/api/me/consents/questionnaire_answers', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ granted: true }),
    }),
  );
  await Promise.all(grant);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await rawCeiling(runtime.sql, true, WARMUP_SECONDS);
    const ceiling = await rawCeiling(runtime.sql, true);
    const autocommit = await rawCeiling(runtime.sql, false);
    const warmWrites = await load(url, tokens, true, WARMUP_SECONDS, 0);
    const writes = await profiled(`${name}-writes`, () =>
      measured(() => load(url, tokens, true, SECONDS, warmWrites.issued)),
    );
    await load(url, tokens, false, WARMUP_SECONDS, 0);
    const reads = await measured(() => load(url, tokens, false, SECONDS, 0));
    const progressBody: unknown = await (
      await app.request('/api/progress', { headers: { Authorization: `Bearer ${tokens[0] ?? ''}` } })
    ).json();
    const bare = await bareRouteCeiling(progressBody, tokens);
    const percentOf = (ceilingPerSecond: number) => Math.round((writes.perSecond / ceilingPerSecond) * 100);
    return [
      {
        backend: name,
        measure: `raw append ×${CONNECTIONS} (ceiling)`,
        perSecond: ceiling.perSecond,
        p50: ceiling.p50,
        p99: ceiling.p99,
        note: 'BEGIN; one-row INSERT; COMMIT',
      },
      {
        backend: name,
        measure: `raw INSERT ×${CONNECTIONS}`,
        perSecond: autocommit.perSecond,
        p50: autocommit.p50,
        p99: autocommit.p99,
        note: 'autocommit, pipelined: no transaction of its own to wait for',
      },
      {
        backend: name,
        measure: 'POST /api/progress/task',
        perSecond: writes.perSecond,
        p50: writes.p50,
        p99: writes.p99,
        note: `${percentOf(ceiling.perSecond)}% of the raw append ceiling (target ≥ 75%; ${percentOf(autocommit.perSecond)}% of raw INSERT), p99 target ≤ 15 ms (the raw append's own p99 ${ceiling.p99} ms), ${writes.errors} errors, server CPU ${writes.cpuMs.toFixed(2)} ms/req, load generator ${Math.round(writes.generatorCore * 100)}% of a core`,
      },
      {
        backend: name,
        measure: `bare Hono JSON route ×${CONNECTIONS} (ceiling)`,
        perSecond: bare.perSecond,
        p50: bare.p50,
        p99: bare.p99,
        note: 'GET /api/progress on a bare Hono app in this process: the same JSON body, no auth, cache or database',
      },
      {
        backend: name,
        measure: 'GET /api/progress',
        perSecond: reads.perSecond,
        p50: reads.p50,
        p99: reads.p99,
        note: `${Math.round((reads.perSecond / bare.perSecond) * 100)}% of the bare Hono JSON route (target ≥ 25%), target ≥ 3,000 req/s, ${reads.errors} errors, server CPU ${reads.cpuMs.toFixed(2)} ms/req, load generator ${Math.round(reads.generatorCore * 100)}% of a core`,
      },
    ] satisfies Row[];
  } finally {
    server.close();
    await runtime.close();
  }
}

function print(rows: Row[]): void {
  const lines = rows.map((row) => [
    row.backend,
    row.measure,
    Math.round(row.perSecond).toLocaleString('en-US'),
    row.p50 ? String(row.p50) : '–',
    row.p99 ? String(row.p99) : '–',
    row.note,
  ]);
  const header = ['backend', 'measure', 'req/s', 'p50 ms', 'p99 ms', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);

interface InstanceRow {
  setup: string;
  measure: string;
  result: LoadResult;
  /** Server CPU ms per request, all instances together. */
  cpuMs: number;
  /**
   * Transactions rolled back per request, warm-up and run together (pg_stat_database: the whole database, so
   * only meaningful when nothing else writes to it).
   */
  rollbacks: number;
}

/**
 * One configuration of real server processes: an unmeasured warm-up, then the measured run, for writes (with
 * its own subscribers, so every configuration starts from the same journeys) and reads.
 */
async function benchInstanceSetup(
  setup: string,
  instances: { urls: string[]; cpuSeconds(): number },
  routing: 'round-robin' | 'pinned',
  tokens: string[],
  sql: Sql,
): Promise<InstanceRow[]> {
  const rows: InstanceRow[] = [];
  for (const write of [true, false]) {
    const [url = ''] = instances.urls;
    const spread = instances.urls.length > 1 ? { urls: instances.urls, routing } : {};
    // Transactions are counted over the warm-up and the run together (one 11 s wait for the counts per run).
    const before = await transactionCounts(sql);
    const warm = await load(url, tokens, write, WARMUP_SECONDS, 0, spread);
    const cpuBefore = instances.cpuSeconds();
    const result = await load(url, tokens, write, SECONDS, warm.issued, {
      ...spread,
      firstIndexes: warm.issuedPerRun,
    });
    const cpu = instances.cpuSeconds() - cpuBefore;
    const after = await transactionCounts(sql);
    const requests = result.perSecond * SECONDS;
    const counted = requests + warm.perSecond * WARMUP_SECONDS;
    rows.push({
      setup,
      measure: write ? 'POST /api/progress/task' : 'GET /api/progress',
      result,
      cpuMs: requests > 0 ? (cpu * 1000) / requests : 0,
      rollbacks: counted > 0 ? (after.rollbacks - before.rollbacks) / counted : 0,
    });
  }
  return rows;
}

/** 1 instance, then INSTANCES round-robin and pinned, each a real `server/src/main.ts` on one schema. */
async function benchInstances(databaseUrl: string): Promise<InstanceRow[]> {
  const pg = await createPostgresTestDatabase(databaseUrl);
  const schema = (await pg.sql<{ schema: string }[]>`select current_schema() as schema`)[0]?.schema ?? '';
  const sql = pg.pool(2);
  try {
    // Subscribers are made in this process (migrating the schema), a set of USERS for each configuration.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const logger = pino({ level: 'silent' });
    const runtime = await openRuntime(config, logger, runtimeParts, {
      sql,
      embedded: false,
      close: () => Promise.resolve(),
    });
    const app = createApp({ config, runtime, logger });
    const test = { app, runtime, config, close: () => runtime.close() };
    const sets: string[][] = [];
    for (const setup of ['one', 'round-robin', 'pinned']) {
      const tokens: string[] = [];
      for (let i = 0; i < USERS; i++)
        tokens.push((await givenSignedIn(test, `inst-${setup}-${i}@exemplo.com.br`, 'active')).token);
      sets.push(tokens);
    }
    await runtime.close();
    const [one = [], roundRobin = [], pinned = []] = sets;

    const rows: InstanceRow[] = [];
    const single = await startInstances(1, databaseUrl, schema);
    try {
      rows.push(...(await benchInstanceSetup('1 instance', single, 'round-robin', one, sql)));
    } finally {
      await single.stop();
    }
    const several = await startInstances(INSTANCES, databaseUrl, schema);
    try {
      const label = `${INSTANCES} instances`;
      rows.push(
        ...(await benchInstanceSetup(`${label}, round-robin`, several, 'round-robin', roundRobin, sql)),
        ...(await benchInstanceSetup(`${label}, pinned`, several, 'pinned', pinned, sql)),
      );
    } finally {
      await several.stop();
    }
    return rows;
  } finally {
    await pg.drop();
  }
}

function printInstances(rows: InstanceRow[]): void {
  const base = new Map(
    rows.filter((row) => row.setup === '1 instance').map((row) => [row.measure, row.result.perSecond]),
  );
  const count = (result: LoadResult, match: (status: number) => boolean) =>
    Object.entries(result.statuses)
      .filter(([status]) => match(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0);
  const lines = rows.map((row) => [
    row.setup,
    row.measure,
    Math.round(row.result.perSecond).toLocaleString('en-US'),
    `${((row.result.perSecond / (base.get(row.measure) ?? row.result.perSecond)) * 100).toFixed(0)}%`,
    String(row.result.p50),
    String(row.result.p99),
    String(count(row.result, (status) => status === 409)),
    String(count(row.result, (status) => status >= 500) + row.result.failures),
    row.rollbacks.toFixed(2),
    row.cpuMs.toFixed(2),
  ]);
  const header = ['PostgreSQL, processes', 'measure', 'req/s', 'vs 1', 'p50 ms', 'p99 ms', '409', '5xx/none'];
  header.push('rollbacks/req', 'server CPU ms/req');
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  const [load1, load5] = loadavg();
  console.log(
    `(${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up; load average ` +
      `${load1?.toFixed(2)} / ${load5?.toFixed(2)} at the end; 5xx/none counts 5xx answers and requests with no answer)`,
  );
}

const rows: Row[] = [];
const onlyInstances = process.env.BENCH_API_ONLY === 'instances';
if (!onlyInstances) {
  const dataDir = mkdtempSync(join(tmpdir(), 'detox-bench-api-'));
  const embedded = await openEmbeddedDatabase(dataDir);
  try {
    rows.push(
      ...(await benchBackend('PGlite', { sql: embedded.sql, embedded: true, close: embedded.close })),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (process.env.DATABASE_URL) {
  if (!onlyInstances) {
    const pg = await createPostgresTestDatabase(process.env.DATABASE_URL);
    rows.push(...(await benchBackend('PostgreSQL', { sql: pg.pool(10), embedded: false, close: pg.drop })));
  }
  const instanceRows = await benchInstances(process.env.DATABASE_URL);
  if (rows.length > 0) print(rows);
  printInstances(instanceRows);
} else {
  console.log('DATABASE_URL não definida: só PGlite foi medido (nem PostgreSQL, nem várias instâncias).');
  print(rows);
}
process.exit(0);
