import type { Http2Bindings, HttpBindings } from '@hono/node-server';

/**
 * What the process answers between listening and being ready (migrations, demo seed, caches, projections started):
 * the port is open from the first moments of the start, so a load balancer or a health check sees 503, never a
 * refused connection, and the real app takes over once everything is ready (main.ts). A process that never gets
 * there (SIGTERM during the start, a start that fails) goes on answering 503 until it exits.
 */

export const startGateMessages = {
  starting: 'O serviço está iniciando. Tente novamente em instantes.',
  stopping: 'O serviço está encerrando. Tente novamente em instantes.',
} as const;

/** Seconds a client is told to wait before trying again (a start takes a few seconds; a balancer retries sooner). */
const RETRY_AFTER_SECONDS = 2;

/** The node server's fetch (the app's, or the gate's), with the bindings it passes. */
type FetchHandler = (request: Request, env: HttpBindings | Http2Bindings) => unknown;

export interface StartGate {
  /** The node server's fetch: the 503 answers until `open`, the app's afterwards. */
  fetch: FetchHandler;
  /** Hands every request from now on to the app. */
  open(app: FetchHandler): void;
  /** The start was given up (SIGTERM before ready): the 503 answers say it is stopping. */
  stopping(): void;
  readonly opened: boolean;
}

interface GateOptions {
  environment: 'development' | 'production' | 'test';
  /** The backends' kinds, for /api/health's body (contracts/health.ts). */
  backends: { eventStore: string; readModels: string };
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store', ...headers },
  });

export function createStartGate({ environment, backends }: GateOptions): StartGate {
  let app: FetchHandler | undefined;
  let message: string = startGateMessages.starting;

  const notReady = (request: Request): Response => {
    const path = new URL(request.url).pathname;
    // Liveness: the process is up and starting. Same shape as the real /api/health (contracts/health.ts).
    if (path === '/api/health')
      return json(
        {
          status: 'degraded',
          message,
          environment,
          uptimeSeconds: Math.round(process.uptime()),
          backends: {
            eventStore: { kind: backends.eventStore, ok: false },
            readModels: { kind: backends.readModels, ok: false },
          },
          time: new Date().toISOString(),
        },
        200,
      );
    const retry = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
    if (path === '/api/ready') return json({ ready: false, error: message }, 503, retry);
    return json({ error: message, reason: 'service_starting' }, 503, retry);
  };

  return {
    fetch: (request, env) => (app ? app(request, env) : notReady(request)),
    open(handler) {
      app = handler;
    },
    stopping() {
      message = startGateMessages.stopping;
    },
    get opened() {
      return app !== undefined;
    },
  };
}
