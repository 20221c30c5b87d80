import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/postgres.ts';
import {
  closedPort,
  forwardTo,
  listeningUrl,
  send,
  spawnServer,
  type ServerProcess,
} from '../testing/server-process.ts';

/** The real server process started while PostgreSQL is not there (yet). */

const retryLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('Banco de dados indisponível'));

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('start with PostgreSQL down', () => {
  const schema = `ops_${randomBytes(6).toString('hex')}`;
  const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  afterAll(async () => {
    await admin?.unsafe(`drop schema if exists ${schema} cascade`);
    await admin?.end({ timeout: 5 });
  });

  it(
    'prints one line per try, no stack trace, and starts once a database listens there',
    { timeout: 180_000 },
    async () => {
      const port = await closedPort();
      const url = new URL(testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test');
      url.host = `127.0.0.1:${port}`;
      url.searchParams.set('search_path', schema);
      const server = await spawnServer(
        { EVENT_STORE: 'postgres', DATABASE_URL: url.toString() },
        { waitForListening: false },
      );
      try {
        // The process's own start (tsx, imports) comes first: slow on a loaded machine.
        await until(() => retryLines(server).length >= 3, 60_000);
        const lines = retryLines(server);
        expect(lines.slice(0, 3).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
          `Banco de dados indisponível (127.0.0.1:${port}: ECONNREFUSED); nova tentativa em 0,5 s`,
          `Banco de dados indisponível (127.0.0.1:${port}: ECONNREFUSED); nova tentativa em 1 s`,
          `Banco de dados indisponível (127.0.0.1:${port}: ECONNREFUSED); nova tentativa em 2 s`,
        ]);
        expect(server.output()).not.toMatch(/\n\s+at /);
        expect(server.child.exitCode).toBeNull();
        // It listens while it waits: a health check gets 503, not a refused connection.
        const waiting = /escutando na porta (\d+)/.exec(server.output())?.[1];
        expect(waiting).toBeDefined();
        const early = await send(`http://127.0.0.1:${waiting ?? ''}`, undefined, 'GET', '/api/ready');
        expect(early).toMatchObject({ status: 503, retryAfter: '2' });

        if (!admin || !testDatabaseUrl) return;
        await admin.unsafe(`create schema ${schema}`);
        const proxy = await forwardTo(port, new URL(testDatabaseUrl));
        try {
          const base = await listeningUrl(server, 20_000);
          expect((await send(base, undefined, 'GET', '/api/ready')).status).toBe(200);
          expect(server.output()).toContain('banco de dados disponível');
          server.child.kill('SIGTERM');
          expect((await server.exited()).code).toBe(0);
        } finally {
          await proxy.close();
        }
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );

  it.runIf(testDatabaseUrl)('stops in one line when the database refuses the connection', async () => {
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/no_such_database_${randomBytes(4).toString('hex')}`;
    const server = await spawnServer(
      { EVENT_STORE: 'postgres', DATABASE_URL: url.toString() },
      { waitForListening: false },
    );
    const { code } = await server.exited();
    expect(code).toBe(1);
    expect(server.output()).toMatch(/Banco de dados recusou a conexão \(127\.0\.0\.1:5432: 3D000 /);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
