import { allProjections, journeysProjection, withKnownRows } from '@detox/projections';
import postgres, { type Sql } from 'postgres';
import { migrateQuotaTable } from './features/ai/quota.ts';
import { migrateAuthTables } from './features/account/auth-tables.ts';
import { createJourneyCache, type JourneyCache } from './features/journey/journey-cache.ts';
import { createSessionCache, type SessionCache } from './features/account/session-cache.ts';
import type { Config } from './config.ts';
import { createEsdbEventStore } from './event-store/eventstoredb/esdb-event-store.ts';
import { openEmbeddedDatabase } from './event-store/pglite/open-pglite.ts';
import { migrateEventStore } from './event-store/sql/schema.ts';
import { createSqlEventStore } from './event-store/sql/sql-event-store.ts';
import type { EventStore } from './event-store/types.ts';
import { validatedStore } from './event-store/validated-store.ts';
import type { Logger } from './log.ts';
import { migrateVapidTable } from './features/push/vapid.ts';
import { groupCommitSize } from './metrics.ts';
import { inlineProjectionsHook } from './projections/inline.ts';
import { migrateCheckpoints } from './projections/checkpoints.ts';
import { withSchemaLock } from './ops/schema-lock.ts';
import { createWriteHealth, sqlWriteProbe, watchingWrites, type WriteHealth } from './ops/write-health.ts';
import { createProjectionRunner, type ProjectionRunner } from './projections/runner.ts';
import {
  type AnalystAccess,
  type AnalystRole,
  analystUrl,
  openAnalystAccess,
  prepareAnalystRole,
} from './features/support/analyst-access.ts';

/** The storage the app runs on: event store, read-model database and projection runner. */
export interface Runtime {
  sql: Sql;
  store: EventStore;
  runner: ProjectionRunner;
  readModels: 'embedded' | 'postgres';
  /** In-process caches in front of the two hottest reads (docs/decisions/0009-read-caches.md). */
  caches: { sessions: SessionCache; journeys: JourneyCache };
  /** Where analysts' SQL runs: the analyst role, never the app's own rights (features/support/analyst-access.ts). */
  analysts: AnalystAccess;
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
  const database = await openEmbeddedDatabase(config.DATA_DIR);
  return {
    sql: database.sql,
    embedded: true,
    close: database.close,
    answeredAt: database.answeredAt,
  };
}

/** The events that change what a session shows: those of the users and subscriptions read models. */
const sessionEventTypes = new Set(
  allProjections
    .filter((projection) => projection.name === 'users' || projection.name === 'subscriptions')
    .flatMap((projection) => projection.handles),
);

/**
 * The store the app uses: once an append of an account or subscription event has committed (roles, consents,
 * access, erasure), this process's cached sessions are dropped, so the next request reads them again.
 */
function clearingSessionsOnAccountChanges(store: EventStore, sessions: SessionCache): EventStore {
  return {
    ...store,
    async appendToStream(streamId, events, options) {
      const result = await store.appendToStream(streamId, events, options);
      if (events.some((event) => sessionEventTypes.has(event.type))) sessions.clear();
      return result;
    },
  };
}

/** Outside production (development, tests) every append is checked against the event catalogue first. */
function checkedOutsideProduction(config: Config, store: EventStore): EventStore {
  return config.NODE_ENV === 'production' ? store : validatedStore(store);
}

/**
 * `database` lets tests bring their own connection (a throwaway schema, an in-memory PGlite); `url` is the
 * PostgreSQL server's address, from which the analysts' own login is made.
 */
export async function openRuntime(
  config: Config,
  logger: Logger,
  database?: OpenedDatabase,
): Promise<Runtime> {
  const opened = database ?? (await openConfiguredDatabase(config));
  const { sql, embedded } = opened;
  const closeDatabase = () => opened.close();

  try {
    const onEsdb = config.EVENT_STORE === 'eventstoredb';
    let analystRole: AnalystRole | undefined;
    // Instances started together on an empty database would race on `create table if not exists`.
    await withSchemaLock(sql, { name: 'migrations', embedded }, async (migrating) => {
      await migrateCheckpoints(migrating);
      for (const projection of allProjections) await projection.migrate(migrating);
      await migrateAuthTables(migrating);
      await migrateQuotaTable(migrating);
      await migrateVapidTable(migrating);
      if (!onEsdb) await migrateEventStore(migrating);
      analystRole = await prepareAnalystRole(migrating, { embedded, events: !onEsdb });
    });
    const prepared = analystRole ?? { role: '', schema: '', problem: 'papel não preparado' };
    if (prepared.problem) logger.warn({ role: prepared.role }, prepared.problem);
    const analysts = embedded
      ? openAnalystAccess(prepared, { embedded: true, sql })
      : openAnalystAccess(prepared, {
          embedded: false,
          url: analystUrl(opened.url ?? config.DATABASE_URL, prepared.role, config.ANALYST_DATABASE_URL),
        });
    const caches = { sessions: createSessionCache(), journeys: createJourneyCache() };
    let store: EventStore;
    if (onEsdb) {
      store = createEsdbEventStore(config.EVENTSTORE_URL ?? '');
    } else {
      // The journey a command was decided on is the row its append's projection starts from: taken from the
      // journey cache when it is exactly at the position before the appended event (see withKnownRows).
      const inline = allProjections
        .filter((projection) => projection.mode === 'inline')
        .map((projection) =>
          projection === journeysProjection
            ? withKnownRows(journeysProjection, (userId) => caches.journeys.get(userId))
            : projection,
        );
      store = createSqlEventStore(sql, {
        backend: embedded ? 'embedded' : 'postgres',
        onAppended: inlineProjectionsHook(inline),
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
    return {
      sql,
      store: checkedOutsideProduction(
        config,
        clearingSessionsOnAccountChanges(watchingWrites(store, writes), caches.sessions),
      ),
      runner,
      caches,
      analysts,
      writes,
      readModels: embedded ? 'embedded' : 'postgres',
      databaseAnsweredAt: opened.answeredAt,
      async afterAppend(checkpoint) {
        if (runnerProjections.length === 0 || !onEsdb) return;
        runner.notify();
        if (!(await runner.waitForPosition(checkpoint, 5000)))
          logger.warn({ checkpoint }, 'leitura atrasada');
      },
      async close() {
        writes.stop();
        await runner.stop();
        await analysts.close();
        await store.close();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
