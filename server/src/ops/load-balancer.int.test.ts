import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { fakeDns, haproxyInstalled, type Haproxy, startHaproxy } from '../testing/load-balancer.ts';
import {
  closedPort,
  send,
  spawnServer,
  subscriberToken,
  type ServerProcess,
} from '../testing/server-process.ts';

/**
 * The repository's load balancer (deploy/haproxy.cfg, as docker-compose.yml runs it) in front of three real server
 * processes on one PostgreSQL schema, outside Docker: each instance listens on its own loopback address and one
 * port, and a small DNS server answers the app's name with the three addresses, as Docker's resolver answers a
 * service scaled to three. Clients write and read through HAProxy while one instance is stopped (SIGTERM): HAProxy
 * takes it out through /api/ready and clients see no 5xx and no failed request. Then an instance starts while its
 * migrations are held: HAProxy keeps it out until /api/ready answers 200.
 */

const installed = haproxyInstalled();
if (!installed)
  console.warn(
    'load-balancer.int.test.ts: haproxy não está instalado (Debian: apt-get install -y haproxy); teste pulado.',
  );

const CLIENTS = 6;
const LOAD_MS = 7_000;
const STOP_AT_MS = 2_000;
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timeout: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(testDatabaseUrl && installed)('three instances behind deploy/haproxy.cfg', () => {
  const schema = `ops_${randomBytes(6).toString('hex')}`;
  const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  const servers: ServerProcess[] = [];
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited()));
    await admin?.unsafe(`drop schema if exists ${schema} cascade`);
    await admin?.end({ timeout: 5 });
  });

  it(
    'round-robin through HAProxy, one instance stopped under load: taken out via /api/ready, no 5xx to clients',
    { timeout: 120_000 },
    async () => {
      if (!admin || !testDatabaseUrl) return;
      await admin.unsafe(`create schema ${schema}`);
      const url = new URL(testDatabaseUrl);
      url.searchParams.set('search_path', schema);
      const port = await closedPort();
      const instanceEnv = (host: string) => ({
        EVENT_STORE: 'postgres',
        DATABASE_URL: url.toString(),
        HOST: host,
        PORT: String(port),
      });
      const started = await Promise.all(ADDRESSES.map((host) => spawnServer(instanceEnv(host))));
      servers.push(...started);
      const [, two] = started as [ServerProcess, ServerProcess, ServerProcess];
      const direct = (index: number) => `http://${ADDRESSES[index] ?? ''}:${port}`;

      const dns = await fakeDns(() => ADDRESSES);
      cleanups.push(() => {
        dns.close();
      });
      const lbPort = await closedPort();
      const haproxy: Haproxy = await startHaproxy(
        {
          LB_BIND: `127.0.0.1:${lbPort}`,
          LB_DNS: `127.0.0.1:${dns.port}`,
          APP_ADDR: `app.lb.test:${port}`,
          APP_SLOTS: '4',
        },
        join(tmpdir(), `haproxy-${schema}.sock`),
      );
      cleanups.push(() => haproxy.stop());
      const lb = `http://127.0.0.1:${lbPort}`;
      const up = async () => {
        const rows = await haproxy.servers();
        const upRows = rows.filter((row) => row.status === 'UP');
        return upRows.length === ADDRESSES.length ? rows : undefined;
      };
      const t0 = performance.now();
      // Generous: on a loaded 2-core machine three fresh processes take a while to pass two health checks each.
      await until(up, 60_000, `3 instâncias UP no HAProxy:\n${haproxy.output()}`);
      const discoveredMs = Math.round(performance.now() - t0);

      // Sign-ins on one instance (its console outbox holds the codes), then everything goes through HAProxy.
      const tokens = await Promise.all(
        Array.from({ length: CLIENTS }, (_, n) =>
          subscriberToken(direct(0), `lb-${n}-${schema}@example.com`, `198.51.100.${60 + n}`),
        ),
      );
      const answers: { mark?: string; status: number; at: number; error?: string }[] = [];
      const begin = performance.now();
      const stopAt = begin + LOAD_MS;
      let signalledAt = 0;
      let downAt = 0;
      const stopping = (async () => {
        await new Promise((resolve) => setTimeout(resolve, STOP_AT_MS));
        signalledAt = performance.now() - begin;
        two.child.kill('SIGTERM');
        await until(
          async () => {
            const row = (await haproxy.servers()).find((server) =>
              server.address.startsWith(ADDRESSES[1] ?? ''),
            );
            return row && row.status !== 'UP' ? row : undefined;
          },
          10_000,
          'instância parada fora do HAProxy',
        );
        downAt = performance.now() - begin;
      })();
      await Promise.all(
        tokens.map(async (token, n) => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          const headers = { Authorization: `Bearer ${token}` };
          try {
            for (let turn = 0; performance.now() < stopAt; turn++) {
              const at = Math.round(performance.now() - begin);
              const mark = `marca-${n}-${turn}`;
              const request =
                turn % 2 === 0
                  ? send(lb, agent, 'POST', '/api/progress/reflection', {
                      headers: { ...headers, 'Idempotency-Key': randomUUID() },
                      body: { dayNumber: 1, reflection: `Deixei o celular na sala e li um livro. (${mark})` },
                    })
                  : send(lb, agent, 'GET', '/api/progress', { headers });
              const answer = await request.catch((error: unknown) => ({
                status: 0,
                error: (error as { code?: string }).code ?? String(error),
              }));
              answers.push({ ...(turn % 2 === 0 ? { mark } : {}), at, ...answer });
            }
          } finally {
            agent.destroy();
          }
        }),
      );
      await stopping;
      const twoExit = await two.exited();
      const sessions = await haproxy.servers();

      const stored = await admin.unsafe<{ text: string }[]>(
        `select data->>'text' as text from ${schema}.es_events where type = 'ReflectionSaved'`,
      );
      const storedMarks = stored.flatMap((row) => /\((marca-[\d-]+)\)/.exec(row.text)?.[1] ?? []);
      const okMarks = answers.flatMap((answer) =>
        answer.mark && answer.status === 200 ? [answer.mark] : [],
      );
      const statuses: Record<string, number> = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const figures = {
        discoveredMs,
        requests: answers.length,
        statuses,
        afterSignal: answers.filter((answer) => answer.at >= signalledAt).length,
        errors: answers.flatMap((answer) => answer.error ?? []),
        signalledMs: Math.round(signalledAt),
        outOfRotationMs: Math.round(downAt - signalledAt),
        stoppedExit: twoExit.code,
        sessionsPerInstance: sessions.map((row) => `${row.address} ${row.status} ${row.sessions}`),
        writes200: okMarks.length,
        lost: okMarks.filter((mark) => !storedMarks.includes(mark)).length,
        doubled: storedMarks.filter((mark, index) => storedMarks.indexOf(mark) !== index).length,
      };
      console.info(`load balancer: ${JSON.stringify(figures)}`);

      expect(figures.errors).toEqual([]);
      expect(Object.keys(statuses)).toEqual(['200']);
      expect(figures.afterSignal).toBeGreaterThan(CLIENTS * 5);
      expect(twoExit.code).toBe(0);
      // Every instance served its share before the stop: round-robin.
      for (const row of sessions.filter((server) => server.address !== ''))
        expect(row.sessions).toBeGreaterThan(5);
      expect({ lost: figures.lost, doubled: figures.doubled }).toEqual({ lost: 0, doubled: 0 });

      // A new instance in the stopped one's place, its migrations held by the test: out while /api/ready is 503.
      const lockKey = `detox:migrations:${schema}`;
      await admin`select pg_advisory_lock(hashtext(${lockKey}))`;
      let unlocked = false;
      try {
        const again = await spawnServer(instanceEnv(ADDRESSES[1] ?? ''), { waitForListening: false });
        servers.push(again);
        await until(
          async () =>
            (await send(direct(1), undefined, 'GET', '/api/ready')).status === 503 ? true : undefined,
          60_000,
          'nova instância respondendo 503',
        );
        const whileStarting = [];
        for (let n = 0; n < 20; n++)
          whileStarting.push((await send(lb, undefined, 'GET', '/api/ready')).status);
        const row = (await haproxy.servers()).find((server) => server.address.startsWith(ADDRESSES[1] ?? ''));
        expect(row?.status).not.toBe('UP');
        expect(whileStarting.every((status) => status === 200)).toBe(true);
        await admin`select pg_advisory_unlock(hashtext(${lockKey}))`;
        unlocked = true;
        const released = performance.now();
        await until(
          async () => {
            const back = (await haproxy.servers()).find((server) =>
              server.address.startsWith(ADDRESSES[1] ?? ''),
            );
            return back?.status === 'UP' ? back : undefined;
          },
          20_000,
          'nova instância UP',
        );
        console.info(
          `load balancer: new instance UP ${Math.round(performance.now() - released)} ms after its start could go on`,
        );
        expect((await send(direct(0), undefined, 'GET', '/api/ready')).status).toBe(200);
      } finally {
        if (!unlocked) await admin`select pg_advisory_unlock(hashtext(${lockKey}))`;
      }
    },
  );
});
