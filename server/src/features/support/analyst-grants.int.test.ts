import { allProjections } from '@detox/projections';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateEventStore } from '../../event-store/sql/schema.ts';
import { migrateCheckpoints } from '../../projection-runner/checkpoints.ts';
import { createPostgresTestDatabase, testDatabaseUrl, type TestDatabase } from '../../testing/postgres.ts';
import { analystUrl, prepareAnalystRole } from '../../analytics/analyst-access.ts';

/**
 * Every instance grants the analyst role its tables again at its start (analytics/analyst-access.ts), while the
 * instances already running go on: one may be rebuilding a read model (TRUNCATE), analysts may be querying. Found in CI:
 * an instance failed to start with "tuple concurrently updated", its GRANT racing another's TRUNCATE of the same
 * table; and between the start's REVOKE ALL and its GRANTs, an analyst's query on another instance was refused.
 */
const RACE_MS = 3_000;

describe.runIf(testDatabaseUrl)('the analyst grants at a start, beside running instances', () => {
  let db: TestDatabase;
  let role = '';
  beforeAll(async () => {
    db = await createPostgresTestDatabase(testDatabaseUrl ?? '');
    await migrateCheckpoints(db.sql);
    for (const projection of allProjections) await projection.migrate(db.sql);
    await migrateEventStore(db.sql);
    const prepared = await prepareAnalystRole(db.sql, { embedded: false, events: true });
    expect(prepared.problem).toBeUndefined();
    role = prepared.role;
  });
  afterAll(() => db.drop());

  /** Runs `start` (a new instance's grants) again and again beside `beside`, for RACE_MS; what each threw. */
  async function race(beside: () => Promise<unknown>) {
    const failures: string[] = [];
    const stopAt = Date.now() + RACE_MS;
    const starting = db.pool(1);
    const keepAt = async (name: string, work: () => Promise<unknown>) => {
      let rounds = 0;
      for (; Date.now() < stopAt; rounds++)
        await work().catch((error: unknown) => failures.push(`${name}: ${(error as Error).message}`));
      return rounds;
    };
    const [starts, others] = await Promise.all([
      keepAt('start', () => prepareAnalystRole(starting, { embedded: false, events: true })),
      keepAt('running', beside),
    ]);
    return { failures: [...new Set(failures)], starts, others };
  }

  it('a start grants while another instance rebuilds the read models: neither fails', async () => {
    const rebuilding = db.pool(1);
    const { failures, starts, others } = await race(async () => {
      for (const projection of allProjections) await rebuilding.begin((tx) => projection.reset(tx));
    });
    expect(failures).toEqual([]);
    expect(starts).toBeGreaterThan(2);
    expect(others).toBeGreaterThan(2);
  });

  it('an analyst querying on another instance is never refused while a start grants again', async () => {
    const [here] = await db.sql<{ schema: string }[]>`select current_schema() as schema`;
    const schema = here?.schema ?? '';
    const analyst = postgres(analystUrl(testDatabaseUrl, role) ?? '', {
      max: 1,
      onnotice: () => {},
      connection: { search_path: schema },
    });
    try {
      const { failures, others } = await race(
        () => analyst`select (select count(*) from rm_journeys) + (select count(*) from analyst_events) as n`,
      );
      expect(failures).toEqual([]);
      expect(others).toBeGreaterThan(2);
    } finally {
      await analyst.end({ timeout: 5 });
    }
  });
});
