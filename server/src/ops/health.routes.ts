import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { HealthResponse } from '../contracts/health.ts';

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(() => {
          reject(new Error('timeout'));
        }, 2000),
      ),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health: the login screen's connectivity test; reports each backend and whether it answers. */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    const [body, status] = await healthOf(deps);
    return c.json(body, status);
  });
}

/**
 * GET /api/ready: the load balancer's check. 200 once started (migrated, seeded, runner on), while the backends
 * answer and writes go through; 503 while starting or draining, without the database, or while it cannot write
 * (disk full, read-only: a ping alone still answers then, see ops/write-health.ts).
 */
export function readyRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    const [health] = deps.lifecycle?.ready === false ? [undefined] : await healthOf(deps);
    // Read after the backends answered: a drain or a failed write may have begun meanwhile.
    if (deps.lifecycle?.ready === false)
      return c.json({ ready: false, error: 'Serviço iniciando ou encerrando.' }, 503);
    const { writes } = deps.runtime;
    if (!writes.writable)
      return c.json(
        {
          ready: false,
          error: 'Sem gravação no banco de dados (disco cheio, somente leitura ou fora do ar).',
          reason: writes.failure,
        },
        503,
      );
    return health?.status === 'ok'
      ? c.json({ ready: true }, 200)
      : c.json({ ready: false, error: 'Sem acesso ao banco de dados.' }, 503);
  });
}

/**
 * An answer of the embedded database this recent stands for a ping. PGlite has one connection: a ping waits behind
 * every statement queued before it (16 writers: a median of 20-30 ms, p99 over 100 ms), while the database plainly
 * answers. With no answer this recent (idle, or stuck), the ping is sent and waited for as before.
 */
const RECENT_ANSWER_MS = 1000;

/** Whether the embedded database answered a statement within RECENT_ANSWER_MS (never on PostgreSQL). */
function embeddedAnsweredRecently(runtime: AppDeps['runtime']): boolean {
  const answeredAt = runtime.databaseAnsweredAt?.();
  return answeredAt !== undefined && performance.now() - answeredAt < RECENT_ANSWER_MS;
}

async function healthOf({ runtime, config }: AppDeps): Promise<[HealthResponse, 200 | 503]> {
  const recent = embeddedAnsweredRecently(runtime);
  const [eventStore, readModels] = await Promise.all([
    // The embedded event store is that same database; EventStoreDB beside embedded read models is pinged.
    recent && runtime.store.backend === 'embedded'
      ? true
      : answers(async () => {
          if (!(await runtime.store.ping())) throw new Error('no answer');
        }),
    recent ? true : answers(() => runtime.sql`select 1`),
  ]);
  const ok = eventStore && readModels;
  const body: HealthResponse = {
    status: ok ? 'ok' : 'degraded',
    message: ok
      ? 'Conexão com a API estabelecida com sucesso'
      : 'Serviço com falhas: tente novamente em instantes',
    environment: config.NODE_ENV,
    uptimeSeconds: Math.round(process.uptime()),
    backends: {
      eventStore: { kind: runtime.store.backend, ok: eventStore },
      readModels: { kind: runtime.readModels, ok: readModels },
    },
    time: new Date().toISOString(),
  };
  return [body, ok ? 200 : 503];
}
