// npm run bench:store — event store appends and projection rebuilds against a raw INSERT ceiling measured in the
// same run, on PGlite and (with DATABASE_URL) PostgreSQL, then every projection rebuilt from a seeded log of
// BENCH_SEED_SUBSCRIBERS whole journeys (default 1,000: ~145k events; 0 skips it). Prints figures; not a test.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { openEmbeddedDatabase } from '../src/event-store/pglite/open-pglite.ts';
import { migrateEventStore } from '../src/event-store/sql/schema.ts';
import { createSqlEventStore } from '../src/event-store/sql/sql-event-store.ts';
import type { EventStore, NewEvent } from '../src/event-store/types.ts';
import { createProjectionRunner } from '../src/projection-runner/runner.ts';
import { createPostgresTestDatabase } from '../src/testing/postgres.ts';
import { benchProjection } from './bench-projection.ts';
import { printSeededRebuild, seededRebuild } from './seeded-rebuild.ts';
import { percentile } from './percentile.ts';

const OPS = Number(process.env.BENCH_OPS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
const SEED_SUBSCRIBERS = Number(process.env.BENCH_SEED_SUBSCRIBERS ?? 1000);

interface Row {
  backend: string;
  measure: string;
  writers: number;
  perSecond: number;
  p50: number;
  p99: number;
  ratio?: number;
}

const metadata = () => ({ occurredAt: new Date().toISOString(), schemaVersion: 1, userId: 'bench' });
const event = (i: number): NewEvent => ({
  eventId: randomUUID(),
  type: 'BenchHappened',
  data: { i, day: 3 },
  metadata: metadata(),
});

/** `writers` concurrent loops sharing OPS operations; ops/s and latency percentiles in ms. */
async function measure(writers: number, operation: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < OPS; i = next++) {
        const t = performance.now();
        await operation(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: OPS / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Raw and adapter rounds interleaved, each round in the other order than the last, so drift on a noisy machine hits
 * both. The ratio is the median of the rounds' own ratios; the figures printed are each side's median round.
 */
async function appendRows(
  backend: string,
  sql: Sql,
  writerSql: Sql,
  store: EventStore,
  writers: number,
): Promise<Row[]> {
  type Measured = Awaited<ReturnType<typeof measure>>;
  const raw: Measured[] = [];
  const adapter: Measured[] = [];
  const ratios: number[] = [];
  let round = 0;
  const rawInsert = (i: number) =>
    writerSql`insert into raw_events (event_id, stream_id, stream_position, type, data, metadata)
      values (${randomUUID()}, ${`raw-${round}-${i}`}, 0, 'BenchHappened', ${writerSql.json({ i, day: 3 })}, ${writerSql.json(metadata())})`;
  const append = (i: number) => store.appendToStream(`bench-${round}-${i % 500}`, [event(i)]);
  for (round = 0; round < ROUNDS; round++) {
    let r: Measured;
    let a: Measured;
    if (round % 2 === 0) {
      r = await measure(writers, rawInsert);
      a = await measure(writers, append);
    } else {
      a = await measure(writers, append);
      r = await measure(writers, rawInsert);
    }
    raw.push(r);
    adapter.push(a);
    ratios.push(a.perSecond / r.perSecond);
  }
  await sql`truncate raw_events`;
  const middle = <T>(list: T[], by: (item: T) => number) =>
    [...list].sort((x, y) => by(x) - by(y))[Math.floor(list.length / 2)];
  const r = middle(raw, (m) => m.perSecond);
  const a = middle(adapter, (m) => m.perSecond);
  const ratio = middle(ratios, (x) => x);
  if (!r || !a || ratio === undefined) throw new Error('no rounds');
  return [
    { backend, measure: 'raw INSERT (ceiling)', writers, ...r },
    { backend, measure: 'appendToStream', writers, ...a, ratio },
  ];
}

async function rebuildRow(backend: string, sql: Sql, store: EventStore): Promise<Row> {
  for (let appended = 0; appended < REBUILD_EVENTS; appended += 100) {
    await store.appendToStream(
      `rebuild-${(appended / 100) % 2000}`,
      Array.from({ length: 100 }, (_, i) => event(appended + i)),
    );
  }
  const runner = createProjectionRunner({ sql, store, projections: [benchProjection], electLeader: false });
  await runner.catchUp();
  const { events, milliseconds } = await runner.rebuild(benchProjection.name);
  const [check] = await sql<{ total: number }[]>`select sum(events)::int as total from bench_stream_counts`;
  if (check?.total !== REBUILD_EVENTS)
    throw new Error(`rebuild counted ${check?.total} of ${REBUILD_EVENTS}`);
  return {
    backend,
    measure: `rebuild ${events} events`,
    writers: 1,
    perSecond: events / (milliseconds / 1000),
    p50: 0,
    p99: 0,
  };
}

async function benchBackend(
  name: string,
  sql: Sql,
  writerSql: Sql,
  backend: 'embedded' | 'postgres',
): Promise<Row[]> {
  await migrateEventStore(sql);
  await sql`create table if not exists raw_events (like es_events including all)`;
  const store = createSqlEventStore(writerSql, { backend });
  await measure(1, (i) => store.appendToStream(`warmup-${i % 50}`, [event(i)]));
  const rows = [
    ...(await appendRows(name, sql, writerSql, store, 1)),
    ...(await appendRows(name, sql, writerSql, store, 8)),
  ];
  rows.push(await rebuildRow(name, sql, store));
  return rows;
}

function print(rows: Row[]): void {
  const header = ['backend', 'measure', 'writers', 'ops/s', 'p50 ms', 'p99 ms', 'vs ceiling'];
  const lines = rows.map((row) => [
    row.backend,
    row.measure,
    String(row.writers),
    Math.round(row.perSecond).toLocaleString('en-US'),
    row.p50 ? row.p50.toFixed(2) : '–',
    row.p99 ? row.p99.toFixed(2) : '–',
    row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)}% (target ≥ 80%)`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  for (const row of rows.filter((r) => r.measure.startsWith('rebuild'))) {
    console.log(
      `${row.backend}: rebuild ${Math.round(row.perSecond).toLocaleString('en-US')} events/s (target ≥ 20,000)`,
    );
  }
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'detox-bench-'));
const embedded = await openEmbeddedDatabase(dataDir);
try {
  rows.push(...(await benchBackend('PGlite', embedded.sql, embedded.sql, 'embedded')));
} finally {
  await embedded.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const pg = await createPostgresTestDatabase(process.env.DATABASE_URL);
  try {
    rows.push(...(await benchBackend('PostgreSQL', pg.sql, pg.pool(8), 'postgres')));
  } finally {
    await pg.drop();
  }
} else {
  console.log('DATABASE_URL não definida: só PGlite foi medido.');
}
print(rows);
// The seeded logs take minutes each: printed as each one ends, after the figures above.
if (SEED_SUBSCRIBERS > 0) {
  printSeededRebuild('PGlite', await seededRebuild('PGlite', undefined, SEED_SUBSCRIBERS));
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    printSeededRebuild('PostgreSQL', await seededRebuild('PostgreSQL', url, SEED_SUBSCRIBERS));
  }
}
process.exit(0);
