import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { startGateMessages } from './start-gate.ts';
import { closedPort, send, spawnServer, type ServerProcess } from '../testing/server-process.ts';

/**
 * Readiness through the start, on the real server process: /api/ready is polled on a new connection every 20 ms
 * from the moment the process is spawned. The start is made slow on purpose: the test holds the schema's migration
 * lock (ops/schema-lock.ts), so the process waits in its migrations for as long as the test says. Once the port is
 * open the process must answer (503 until ready, then 200), never refuse a connection.
 */

const POLL_MS = 20;
/** How long the test keeps the migrations waiting once the process answers. */
const HOLD_MS = 1_500;

interface Poll {
  /** ms since the spawn */
  at: number;
  status: number | string;
}

/** Polls /api/ready until `stop()` is true, each time on a fresh connection (so a closed port shows as refused). */
async function pollReady(
  url: string,
  started: number,
  polls: Poll[],
  stop: (polls: Poll[]) => boolean,
): Promise<Poll[]> {
  const agent = new Agent({ keepAlive: false });
  try {
    while (!stop(polls)) {
      const at = Math.round(performance.now() - started);
      const answer = await send(url, agent, 'GET', '/api/ready').catch(
        (error: unknown) => (error as { code?: string }).code ?? String(error),
      );
      polls.push({ at, status: typeof answer === 'string' ? answer : answer.status });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return polls;
  } finally {
    agent.destroy();
  }
}

/** The polls from the first answered one on: what a load balancer saw once the port was open. */
const afterOpen = (polls: Poll[]) => polls.slice(polls.findIndex((poll) => typeof poll.status === 'number'));

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

describe.runIf(testDatabaseUrl)('readiness through the start (real process, PostgreSQL)', () => {
  const schema = `ops_${randomBytes(6).toString('hex')}`;
  const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited()));
    await admin?.unsafe(`drop schema if exists ${schema} cascade`);
    await admin?.end({ timeout: 5 });
  });

  const lockKey = `detox:migrations:${schema}`;
  const start = async () => {
    if (!testDatabaseUrl) throw new Error('DATABASE_URL');
    const url = new URL(testDatabaseUrl);
    url.searchParams.set('search_path', schema);
    const port = await closedPort();
    const spawned = performance.now();
    const server = await spawnServer(
      { EVENT_STORE: 'postgres', DATABASE_URL: url.toString(), PORT: String(port), SEED_DEMO: 'true' },
      { waitForListening: false },
    );
    servers.push(server);
    return { server, base: `http://127.0.0.1:${port}`, spawned };
  };

  it(
    'answers 503 from the moment it listens until migrations and seed are done, then 200; never refuses',
    { timeout: 180_000 },
    async () => {
      if (!admin) return;
      await admin.unsafe(`create schema ${schema}`);
      // The migrations of the process wait on this lock (the same key as ops/schema-lock.ts, on the same schema).
      await admin`select pg_advisory_lock(hashtext(${lockKey}))`;
      const { server, base, spawned } = await start();
      const seen: Poll[] = [];
      const polling = pollReady(base, spawned, seen, (polls) => {
        if (server.child.exitCode !== null) throw new Error(`O servidor saiu:\n${server.output()}`);
        return polls.at(-1)?.status === 200 || performance.now() - spawned > 120_000;
      });
      // Wait until it answers (the process itself takes a second or two to load), keep the migrations waiting a
      // while, and look at what other routes answer then.
      await until(() => seen.some((poll) => typeof poll.status === 'number'), 60_000).catch(() => {
        throw new Error(
          `Nenhuma resposta em 60 s enquanto as migrações esperavam (${seen.length} tentativas, ` +
            `${seen.filter((poll) => poll.status === 'ECONNREFUSED').length} recusadas):\n${server.output()}`,
        );
      });
      const ready = await send(base, undefined, 'GET', '/api/ready');
      const health = await send(base, undefined, 'GET', '/api/health');
      const progress = await send(base, undefined, 'GET', '/api/progress');
      const page = await send(base, undefined, 'GET', '/');
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      expect(await send(base, undefined, 'GET', '/api/ready')).toMatchObject({ status: 503 });
      const released = Math.round(performance.now() - spawned);
      await admin`select pg_advisory_unlock(hashtext(${lockKey}))`;
      await polling;

      const open = afterOpen(seen);
      const firstOpen = open[0]?.at ?? 0;
      const first200 = open.find((poll) => poll.status === 200)?.at ?? -1;
      const statuses = open.map((poll) => poll.status);
      const figures = {
        firstAnswerMs: firstOpen,
        refusedBeforeOpen: seen.length - open.length,
        answered503: statuses.filter((status) => status === 503).length,
        refusedAfterOpen: statuses.filter((status) => typeof status !== 'number').length,
        lockReleasedMs: released,
        first200Ms: first200,
        readyAfterReleaseMs: first200 - released,
        notReadyMs: first200 - firstOpen,
      };
      console.info(`readiness through start: ${JSON.stringify(figures)}`);

      expect(JSON.parse(ready.body)).toEqual({ ready: false, error: startGateMessages.starting });
      expect(ready).toMatchObject({ status: 503, retryAfter: '2' });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({
        status: 'degraded',
        message: startGateMessages.starting,
      });
      expect(progress).toMatchObject({ status: 503, retryAfter: '2' });
      expect(JSON.parse(progress.body)).toEqual({
        error: startGateMessages.starting,
        reason: 'service_starting',
      });
      expect(page).toMatchObject({ status: 503, retryAfter: '2' });
      // 503 while the migrations waited, then 200 (and the demo seeded): never a refused connection once open.
      expect(statuses[0]).toBe(503);
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
      expect(figures.answered503).toBeGreaterThan(HOLD_MS / (POLL_MS * 4));
      expect(statuses.indexOf(200)).toBe(statuses.length - 1);
      expect(server.output()).toContain('pronto: /api/ready responde 200');
      const [demo] = await admin.unsafe<{ count: number }[]>(
        `select count(*)::int as count from ${schema}.rm_users where email like 'demo%'`,
      );
      expect(demo?.count).toBe(1);

      server.child.kill('SIGTERM');
      expect((await server.exited()).code).toBe(0);
    },
  );

  it(
    'SIGTERM while it starts: 503 until it exits 0, and the next start is not held up',
    { timeout: 180_000 },
    async () => {
      if (!admin) return;
      await admin`select pg_advisory_lock(hashtext(${lockKey}))`;
      let server: ServerProcess;
      let base: string;
      try {
        ({ server, base } = await start());
        await until(() => server.output().includes('escutando na porta'), 60_000);
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        expect((await send(base, agent, 'GET', '/api/ready')).status).toBe(503);
        server.child.kill('SIGTERM');
        const whileStopping = await send(base, agent, 'GET', '/api/ready').catch(() => undefined);
        agent.destroy();
        const exit = await server.exited();
        if (whileStopping) {
          expect(whileStopping.status).toBe(503);
          expect(JSON.parse(whileStopping.body)).toMatchObject({ ready: false });
        }
        expect(exit.code, server.output().slice(-2000)).toBe(0);
        expect(server.output()).toContain('encerrando durante o início');
        expect(server.output()).not.toContain('Falha ao iniciar');
      } finally {
        await admin`select pg_advisory_unlock(hashtext(${lockKey}))`;
      }
      // Its session (and any lock it had asked for) ended with it: a new instance starts at once.
      const next = await start();
      await until(() => next.server.output().includes('pronto: /api/ready responde 200'), 60_000);
      expect((await send(next.base, undefined, 'GET', '/api/ready')).status).toBe(200);
      next.server.child.kill('SIGTERM');
      expect((await next.server.exited()).code).toBe(0);
    },
  );
});
