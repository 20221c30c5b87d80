import { allProjections } from '@detox/projections';
import postgres, { type Sql } from 'postgres';
import type { Config } from './config.ts';
import { migrateEventStore } from './event-store/sql/schema.ts';
import { createSqlEventStore } from './event-store/sql/sql-event-store.ts';
import type { EventStore, NewEvent } from './event-store/types.ts';
import { validatedStore } from './event-store/validated-store.ts';
import type { Logger } from './log.ts';
import { groupCommitSize } from './metrics.ts';
import { inlineFoldedWrites, inlineProjectionsHook } from './projection-runner/inline.ts';
import { migrateCheckpoints } from './projection-runner/checkpoints.ts';
import { withSchemaLock } from './ops/schema-lock.ts';
import { createWriteHealth, sqlWriteProbe, watchingWrites, type WriteHealth } from './ops/write-health.ts';
import { createProjectionRunner, type ProjectionRunner } from './projection-runner/runner.ts';

/** What a part is told when the runtime opens it. */
interface PartContext {
  config: Config;
  logger: Logger;
  /** The read models' connection (PGlite's when embedded). */
  sql: Sql;
  embedded: boolean;
  /** The PostgreSQL server's address, when the read models are there. */
  url?: string | undefined;
}

/**
 * A slice's share of a runtime: its own tables, what it keeps while the runtime is open (a cache, a connection),
 * what it does once an append has committed and what it forgets of an erased person. Each slice exports its part
 * from its entry file and `server/src/slices.ts` lists them; this file knows none of them. `Migrated` is what
 * `migrate` hands to `open` (support's analyst role).
 */
export interface RuntimePart<Value = undefined, Migrated = void> {
  readonly name: string;
  /** Its tables outside the read models, made at every start under the schema lock, after the log's and theirs. */
  migrate?(sql: Sql, database: { embedded: boolean; events: boolean }): Promise<Migrated>;
  /** What it keeps while the runtime is open (`runtime.part(thisPart)`), made once the tables exist. */
  open?(context: PartContext, migrated: Migrated | undefined): Value;
  /** Told once an append has committed (a cache drops what the events change). */
  appended?(value: Value, events: readonly NewEvent[]): void;
  /** What it keeps of a person outside the log, forgotten at erasure: after their streams are closed, before erased. */
  forgetUser?(value: Value, userId: string, runtime: Runtime): Promise<void>;
  close?(value: Value): Promise<void>;
}

/** Any slice's part, as the list in `server/src/slices.ts` holds them (methods take their arguments bivariantly). */
export type AnyRuntimePart = RuntimePart<unknown, unknown>;

/** The storage the app runs on: event store, read-model database and projection runner. */
export interface Runtime {
  sql: Sql;
  store: EventStore;
  runner: ProjectionRunner;
  readModels: 'embedded' | 'postgres';
  /**
   * What a slice's part keeps in this runtime: the caches in front of the two hottest reads (decision 0009),
   * support's analyst access. Throws for a part the runtime was not opened with.
   */
  part<Value>(part: RuntimePart<Value, unknown>): Value;
  /** Every part forgets what it keeps of the person (erasure, `features/account/erase-account.ts`). */
  forgetUser(userId: string): Promise<void>;
  /** Whether writes go through: /api/ready answers 503 while they cannot (ops/write-health.ts). */
  writes: WriteHealth;
  /** Resolves once every read model has caught up with an append (immediate for inline ones on SQL). */
  afterAppend(checkpoint: string): Promise<void>;
  /**
   * The embedded database only (PGlite, in this process): when it last answered a statement (performance.now()).
   * /api/health reads it instead of queueing a ping behind every write on PGlite's one connection.
   */
  databaseAnsweredAt?: (() => number) | undefined;
  close(): Promise<void>;
}

/**
 * Where read models (and SQL events) live: PostgreSQL for EVENT_STORE=postgres, and for eventstoredb when
 * DATABASE_URL is set; PGlite under DATA_DIR otherwise. Inline projections share the append's transaction, so an
 * embedded event store keeps its read models in the same PGlite.
 */
export function usesPostgres(config: Config): boolean {
  return (
    config.EVENT_STORE === 'postgres' ||
    (config.EVENT_STORE === 'eventstoredb' && config.DATABASE_URL !== undefined)
  );
}

/** The database the runtime runs on; `answeredAt` for the embedded one (Runtime.databaseAnsweredAt). */
interface OpenedDatabase {
  sql: Sql;
  embedded: boolean;
  url?: string;
  close(): Promise<void>;
  answeredAt?: () => number;
}

async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  if (usesPostgres(config) && config.DATABASE_URL) {
    const sql = postgres(config.DATABASE_URL, { max: 10, onnotice: () => {} });
    return { sql, embedded: false, url: config.DATABASE_URL, close: () => sql.end({ timeout: 5 }) };
  }
  // Each backend's client is loaded only when it is the one configured: PGlite's on PostgreSQL and EventStoreDB's
  // gRPC client on either SQL backend were ~2 and ~11 MB of RSS loaded for nothing (decision 0028, session 20).
  const { openEmbeddedDatabase } = await import('./event-store/pglite/open-pglite.ts');
  const database = await openEmbeddedDatabase(config.DATA_DIR);
  return {
    sql: database.sql,
    embedded: true,
    close: database.close,
    answeredAt: database.answeredAt,
  };
}

/** The store the app uses: once an append has committed, every part is told of its events (a cache drops them). */
function tellingParts(store: EventStore, appended: ((events: readonly NewEvent[]) => void)[]): EventStore {
  if (appended.length === 0) return store;
  return {
    ...store,
    async appendToStream(streamId, events, options) {
      const result = await store.appendToStream(streamId, events, options);
      for (const tell of appended) tell(events);
      return result;
    },
  };
}

/** Outside production (development, tests) every append is checked against the event catalogue first. */
function checkedOutsideProduction(config: Config, store: EventStore): EventStore {
  return config.NODE_ENV === 'production' ? store : validatedStore(store);
}

/**
 * `parts` are the slices' shares (`runtimeParts` in `server/src/slices.ts`). `database` lets tests bring their own
 * connection (a throwaway schema, an in-memory PGlite); `url` is the PostgreSQL server's address, from which the
 * analysts' own login is made.
 */
export async function openRuntime(
  config: Config,
  logger: Logger,
  parts: readonly AnyRuntimePart[],
  database?: OpenedDatabase,
): Promise<Runtime> {
  const opened = database ?? (await openConfiguredDatabase(config));
  const { sql, embedded } = opened;
  const closeDatabase = () => opened.close();

  try {
    const onEsdb = config.EVENT_STORE === 'eventstoredb';
    const migrated = new Map<AnyRuntimePart, unknown>();
    // Instances started together on an empty database would race on `create table if not exists`.
    await withSchemaLock(sql, { name: 'migrations', embedded }, async (migrating) => {
      await migrateCheckpoints(migrating);
      for (const projection of allProjections) await projection.migrate(migrating);
      if (!onEsdb) await migrateEventStore(migrating);
      for (const part of parts) {
        if (part.migrate) migrated.set(part, await part.migrate(migrating, { embedded, events: !onEsdb }));
      }
    });
    const context: PartContext = { config, logger, sql, embedded, url: opened.url ?? config.DATABASE_URL };
    const values = new Map<AnyRuntimePart, unknown>(
      parts.map((part) => [part, part.open?.(context, migrated.get(part))]),
    );
    let store: EventStore;
    if (onEsdb) {
      const { createEsdbEventStore } = await import('./event-store/eventstoredb/esdb-event-store.ts');
      store = createEsdbEventStore(config.EVENTSTORE_URL ?? '');
    } else {
      const inline = allProjections.filter((projection) => projection.mode === 'inline');
      store = createSqlEventStore(sql, {
        backend: embedded ? 'embedded' : 'postgres',
        onAppended: inlineProjectionsHook(inline),
        foldedWrites: inlineFoldedWrites(inline),
        onGroupCommit: (appends) => {
          groupCommitSize.observe(appends);
        },
      });
    }
    // On SQL stores the inline projections are applied in the append; on EventStoreDB the runner applies all.
    const runnerProjections = onEsdb ? allProjections : allProjections.filter((p) => p.mode === 'async');
    const runner = createProjectionRunner({
      sql,
      store,
      projections: runnerProjections,
      electLeader: !embedded,
      onError: (projection, error) => {
        logger.error({ projection, err: error }, 'projeção falhou; nova tentativa em breve');
      },
    });
    const writes = createWriteHealth({
      logger,
      probe: onEsdb
        ? async () => {
            if (!(await store.ping())) throw new Error('EventStoreDB sem resposta');
          }
        : sqlWriteProbe(sql),
    });
    const appended = parts.flatMap((part) =>
      part.appended ? [(events: readonly NewEvent[]) => part.appended?.(values.get(part), events)] : [],
    );
    const runtime: Runtime = {
      sql,
      store: checkedOutsideProduction(config, tellingParts(watchingWrites(store, writes), appended)),
      runner,
      writes,
      readModels: embedded ? 'embedded' : 'postgres',
      databaseAnsweredAt: opened.answeredAt,
      part<Value>(part: RuntimePart<Value, unknown>): Value {
        if (!values.has(part)) throw new Error(`Runtime opened without the part ${part.name}`);
        // The map holds what this very part's `open` returned.
        return values.get(part) as Value;
      },
      async forgetUser(userId) {
        for (const part of parts) await part.forgetUser?.(values.get(part), userId, runtime);
      },
      async afterAppend(checkpoint) {
        if (runnerProjections.length === 0 || !onEsdb) return;
        runner.notify();
        if (!(await runner.waitForPosition(checkpoint, 5000)))
          logger.warn({ checkpoint }, 'leitura atrasada');
      },
      async close() {
        writes.stop();
        await runner.stop();
        for (const part of [...parts].reverse()) await part.close?.(values.get(part));
        await store.close();
        await closeDatabase();
      },
    };
    return runtime;
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
