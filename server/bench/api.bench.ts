// npm run bench:api — the HTTP API under load: POST /api/progress/task for many distinct subscribers with 32
// connections, and GET /api/progress, on PGlite and (with DATABASE_URL) PostgreSQL, next to the raw single-row
// INSERT ceiling measured in the same run. Prints figures; it is not a test.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programmeDay } from '@detox/fixtures';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pino from 'pino';
import type { Sql } from 'postgres';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/event-store/pglite/open-pglite.ts';
import { openRuntime } from '../src/runtime.ts';
import { givenSignedIn } from '../src/testing/auth.ts';
import { createPostgresTestDatabase } from '../src/testing/postgres.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 300;

interface Row {
  backend: string;
  measure: string;
  perSecond: number;
  p50: number;
  p99: number;
  note: string;
}

/** The raw ceiling: single-row INSERTs into a table shaped like the event log, CONNECTIONS at a time. */
async function rawCeiling(sql: Sql): Promise<{ perSecond: number }> {
  await sql`create table if not exists raw_events (like es_events including all)`;
  let count = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const stream = `raw-${randomUUID()}`;
        await sql`insert into raw_events (event_id, stream_id, stream_position, type, data, metadata)
          values (${randomUUID()}, ${stream}, 0, 'TaskCompletionSet', ${sql.json({ day: 1, taskId: 'day1-1', completed: true })},
                  ${sql.json({ occurredAt: new Date().toISOString(), schemaVersion: 1 })})`;
        count++;
      }
    }),
  );
  await sql`drop table raw_events`;
  return { perSecond: count / ((performance.now() - started) / 1000) };
}

function load(url: string, tokens: string[], write: boolean): Promise<autocannon.Result> {
  const tasks = programmeDay(1)?.tasks.map((task) => task.id) ?? [];
  let next = 0;
  const completed = new Map<string, boolean>();
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: write ? 'POST' : 'GET',
        path: write ? '/api/progress/task' : '/api/progress',
        setupRequest: (request) => {
          const index = next++;
          const token = tokens[index % tokens.length] ?? '';
          const headers = { ...request.headers, Authorization: `Bearer ${token}` };
          if (!write) return { ...request, headers };
          const taskId = tasks[Math.floor(index / tokens.length) % tasks.length] ?? 'day1-1';
          const key = `${token}:${taskId}`;
          const value = !(completed.get(key) ?? false);
          completed.set(key, value);
          return {
            ...request,
            headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({ dayNumber: 1, taskId, completed: value }),
          };
        },
      },
    ],
  });
}

async function benchBackend(
  name: string,
  database: { sql: Sql; embedded: boolean; close: () => Promise<void> },
) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime(config, logger, database);
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
    const ceiling = await rawCeiling(runtime.sql);
    const writes = await load(url, tokens, true);
    const reads = await load(url, tokens, false);
    const errors = (result: autocannon.Result) => result.errors + result.non2xx;
    const writeRatio = writes.requests.average / ceiling.perSecond;
    return [
      {
        backend: name,
        measure: `raw INSERT ×${CONNECTIONS} (ceiling)`,
        perSecond: ceiling.perSecond,
        p50: 0,
        p99: 0,
        note: '',
      },
      {
        backend: name,
        measure: 'POST /api/progress/task',
        perSecond: writes.requests.average,
        p50: writes.latency.p50,
        p99: writes.latency.p99,
        note: `${Math.round(writeRatio * 100)}% of ceiling (target ≥ 50%), p99 target ≤ 25 ms, ${errors(writes)} errors`,
      },
      {
        backend: name,
        measure: 'GET /api/progress',
        perSecond: reads.requests.average,
        p50: reads.latency.p50,
        p99: reads.latency.p99,
        note: `target ≥ 3,000 req/s, ${errors(reads)} errors`,
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

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'detox-bench-api-'));
const embedded = await openEmbeddedDatabase(dataDir);
try {
  rows.push(...(await benchBackend('PGlite', { sql: embedded.sql, embedded: true, close: embedded.close })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const pg = await createPostgresTestDatabase(process.env.DATABASE_URL);
  rows.push(...(await benchBackend('PostgreSQL', { sql: pg.pool(10), embedded: false, close: pg.drop })));
} else {
  console.log('DATABASE_URL não definida: só PGlite foi medido.');
}
print(rows);
process.exit(0);
