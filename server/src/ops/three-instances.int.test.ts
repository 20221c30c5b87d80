import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { send, spawnServer, subscriberToken, type ServerProcess } from '../testing/server-process.ts';

/**
 * Three real server processes on one PostgreSQL schema, started together on it while it is empty, behind a
 * round-robin "load balancer" (the test picks the next instance for each request): a logout counts on the others
 * from the next request, a SIGTERM'd instance answers /api/ready 503 until it exits, and kill -9 of one instance
 * under write load loses no write that was answered 200.
 */
const SUBSCRIBERS = 6;
const LOAD_MS = 4_000;

describe.runIf(testDatabaseUrl)('three instances on one PostgreSQL', () => {
  const schema = `ops_${randomBytes(6).toString('hex')}`;
  const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited()));
    await admin?.unsafe(`drop schema if exists ${schema} cascade`);
    await admin?.end({ timeout: 5 });
  });

  it(
    'start together, revoke across, drain on SIGTERM, and lose nothing to kill -9',
    { timeout: 300_000 },
    async () => {
      if (!admin || !testDatabaseUrl) return;
      await admin.unsafe(`create schema ${schema}`);
      const url = new URL(testDatabaseUrl);
      url.searchParams.set('search_path', schema);
      const env = { EVENT_STORE: 'postgres', DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
      servers.push(...(await Promise.all([1, 2, 3].map(() => spawnServer(env)))));
      const [one, two, three] = servers as [ServerProcess, ServerProcess, ServerProcess];
      for (const server of servers)
        expect((await send(server.url, undefined, 'GET', '/api/ready')).status).toBe(200);
      const [demoAccounts] = await admin.unsafe<{ count: number }[]>(
        `select count(*)::int as count from ${schema}.rm_users where email like 'demo%'`,
      );
      expect(demoAccounts?.count).toBe(1);

      // A logout through one instance: the very next request on each other instance is refused.
      const leaving = await subscriberToken(one.url, `saindo-${schema}@example.com`, '198.51.100.20');
      const auth = { Authorization: `Bearer ${leaving}` };
      for (const server of [two, three])
        expect((await send(server.url, undefined, 'GET', '/api/progress', { headers: auth })).status).toBe(
          200,
        );
      expect((await send(one.url, undefined, 'POST', '/api/auth/logout', { headers: auth })).status).toBe(
        200,
      );
      for (const server of [two, three])
        expect((await send(server.url, undefined, 'GET', '/api/progress', { headers: auth })).status).toBe(
          401,
        );

      // Writes round-robin over the three, each a reflection with its own mark; instance three is killed (-9) in the
      // middle of them.
      const tokens = await Promise.all(
        Array.from({ length: SUBSCRIBERS }, (_, n) =>
          subscriberToken(one.url, `carga-${n}-${schema}@example.com`, `198.51.100.${30 + n}`),
        ),
      );
      const live = () =>
        servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
      const answered: { mark: string; status: number }[] = [];
      const stopAt = Date.now() + LOAD_MS;
      setTimeout(() => three.child.kill('SIGKILL'), LOAD_MS / 2);
      let turn = 0;
      await Promise.all(
        tokens.map(async (token, n) => {
          for (let write = 0; Date.now() < stopAt; write++) {
            const server = live()[turn++ % live().length] ?? one;
            const mark = `marca-${n}-${write}`;
            const reflection = `Hoje deixei o celular longe da cama e dormi melhor. (${mark})`;
            const answer = await send(server.url, undefined, 'POST', '/api/progress/reflection', {
              headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
              body: { dayNumber: 1, reflection },
            }).catch(() => ({ status: 0 }));
            answered.push({ mark, status: answer.status });
          }
        }),
      );
      expect((await three.exited()).signal).toBe('SIGKILL');

      // Every write answered 200 is in the log exactly once; none answered 5xx.
      const stored = await admin.unsafe<{ text: string }[]>(
        `select data->>'text' as text from ${schema}.es_events where type = 'ReflectionSaved'`,
      );
      // The demo subscriber's reflections carry no mark.
      const storedMarks = stored.flatMap((row) => /\((marca-[\d-]+)\)/.exec(row.text)?.[1] ?? []);
      const ok = answered.filter((answer) => answer.status === 200).map((answer) => answer.mark);
      const lost = ok.filter((mark) => !storedMarks.includes(mark));
      const doubled = storedMarks.filter((mark, index) => storedMarks.indexOf(mark) !== index);
      const cut = answered.filter((answer) => answer.status === 0).length;
      console.info(
        `three instances: ${answered.length} writes, ${ok.length} answered 200, ${cut} cut by kill -9, ` +
          `${stored.length} stored, ${lost.length} lost, ${doubled.length} doubled`,
      );
      expect(ok.length).toBeGreaterThan(20);
      expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
      expect(answered.filter((answer) => answer.status >= 500)).toEqual([]);

      // SIGTERM: /api/ready answers 503 from then until the process exits 0.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await send(two.url, agent, 'GET', '/api/ready')).status).toBe(200);
      two.child.kill('SIGTERM');
      // The signal reaches the process's event loop on its own time: a request sent at once may be answered first
      // (a 200 that is right). Ask once the process says it is stopping.
      const deadline = Date.now() + 10_000;
      while (!two.output().includes('encerrando') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const readyWhileStopping = await send(two.url, agent, 'GET', '/api/ready').catch(() => undefined);
      agent.destroy();
      if (readyWhileStopping) expect(readyWhileStopping.status).toBe(503);
      expect((await two.exited()).code).toBe(0);
      expect((await send(one.url, undefined, 'GET', '/api/ready')).status).toBe(200);
    },
  );
});
