import type { MiddlewareHandler } from 'hono';
import type { EventStore } from '../event-store/types.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import { describeStorageFailure, storageFailureCode } from './storage-failure.ts';

/**
 * Whether this instance can write (docs/runbook.md, "When the database cannot write"). A ping (`select 1`) keeps
 * answering on a full disk, so readiness follows the writes themselves: a write that fails with a storage error
 * (disk full, read-only, database down) marks the instance not writable, /api/ready answers 503, and a write probe
 * runs every second until one succeeds.
 */

export const storageUnavailableMessage =
  'Não foi possível salvar agora: o servidor está sem espaço ou sem acesso ao banco de dados. Nada foi gravado; tente novamente em alguns minutos.';

/** A write refused because the database cannot write: answered 503 with the pt-BR message, never 500. */
class StorageUnavailableError extends ApiError {
  constructor(
    readonly code: string,
    options?: { cause: unknown },
  ) {
    super(503, storageUnavailableMessage, 'storage_unavailable');
    if (options) this.cause = options.cause;
  }
}

export interface WriteHealth {
  /** False from a write's storage failure until a write probe succeeds. */
  readonly writable: boolean;
  /** The storage failure that made it not writable, e.g. "disco cheio (53100)". */
  readonly failure: string | undefined;
  /** Reports a failed write: returns its storage failure code (and marks not writable), or undefined. */
  report(error: unknown): string | undefined;
  stop(): void;
}

export interface WriteHealthOptions {
  /** A write that fails like the app's writes would; resolves when it went through. */
  probe: () => Promise<void>;
  logger: Logger;
  probeEveryMs?: number;
}

export function createWriteHealth({ probe, logger, probeEveryMs = 1000 }: WriteHealthOptions): WriteHealth {
  let failure: { description: string; since: number; probes: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void probe().then(
        () => {
          if (failure)
            logger.info(
              {
                failure: failure.description,
                ms: Math.round(performance.now() - failure.since),
                probes: failure.probes + 1,
              },
              'gravação restabelecida: teste de escrita aceito; /api/ready volta a 200',
            );
          failure = undefined;
          timer = undefined;
        },
        () => {
          if (failure) failure.probes++;
          schedule();
        },
      );
    }, probeEveryMs);
    timer.unref();
  };

  return {
    get writable() {
      return failure === undefined;
    },
    get failure() {
      return failure?.description;
    },
    report(error) {
      const code = storageFailureCode(error);
      if (code === undefined) return undefined;
      if (!failure) {
        const description = describeStorageFailure(code);
        failure = { description, since: performance.now(), probes: 0 };
        logger.error(
          { code, err: error },
          `gravação indisponível: ${description}; escritas respondem 503 e /api/ready 503 até um teste de escrita passar`,
        );
        if (!timer) schedule();
      }
      return code;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The store the app writes through: a write that fails for lack of storage marks the instance not writable and is
 * answered 503 (StorageUnavailableError) instead of 500.
 */
export function watchingWrites(store: EventStore, health: WriteHealth): EventStore {
  const refused = (error: unknown) => {
    const code = health.report(error);
    return code === undefined ? error : new StorageUnavailableError(code, { cause: error });
  };
  return {
    ...store,
    async appendToStream(streamId, events, options) {
      try {
        return await store.appendToStream(streamId, events, options);
      } catch (error) {
        throw refused(error);
      }
    },
    async eraseStream(streamId, options) {
      try {
        await store.eraseStream(streamId, options);
      } catch (error) {
        throw refused(error);
      }
    },
  };
}

/** The probe of the SQL stores inserts into es_events: it lives with the store's SQL. */
export { sqlWriteProbe } from '../event-store/sql/write-probe.ts';

/**
 * Any other write (sessions, sign-in codes, rate limits…) that fails for lack of storage: answered 503 with the
 * pt-BR message instead of 500, and reported, so readiness follows it too.
 */
export function storageFailures(health: WriteHealth): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.error === undefined || c.res.status !== 500) return;
    if (health.report(c.error) === undefined) return;
    c.res = c.json({ error: storageUnavailableMessage, reason: 'storage_unavailable' }, 503);
  };
}
