import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFailed } from 'vitest';
import { addToFailure } from './failure-note.ts';
import { BUILT_SERVER_MALLOC_TUNABLES, BUILT_SERVER_NODE_FLAGS } from '../ops/node-flags.ts';
import { kirvanoSale } from '../../../e2e/kirvano-sale.ts';

/**
 * Test helpers that run the real server process: its sources through the loader (`node --import tsx
 * server/src/main.ts`, as `npm run dev` does), or with `built: true` the built server (`node <flags> server/dist/main.js`,
 * as `npm start` and the image do; `npm run build:server` first).
 */

const repoRoot = new URL('../../../', import.meta.url).pathname;

export const WEBHOOK_TOKEN = 'ops-test-webhook-token-0123456789';

export interface ServerProcess {
  child: ChildProcess;
  /** Set once the server printed where it listens. */
  url: string;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and how long after `since` it came. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Spawns the server on a free port and a fresh DATA_DIR; `waitForListening: false` returns at once; `preload` is a
 * module imported before main.ts (e.g. ./disk-full-preload.ts); `built` starts server/dist/main.js with plain node.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  {
    waitForListening = true,
    preload,
    built = false,
  }: { waitForListening?: boolean; preload?: string; built?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'detox-ops-'));
  const imports = built && !preload ? [] : ['--import', 'tsx', ...(preload ? ['--import', preload] : [])];
  // Built: the node flags and glibc's tunables `npm start` and the image give it (ops/node-flags.ts).
  const flags = built ? BUILT_SERVER_NODE_FLAGS : [];
  const malloc = built ? { GLIBC_TUNABLES: BUILT_SERVER_MALLOC_TUNABLES } : {};
  const entry = built ? 'server/dist/main.js' : 'server/src/main.ts';
  const child = spawn(process.execPath, [...flags, ...imports, entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUSH_REMINDERS: 'false',
      // The tone, made when asked: these tests are about the process, not the voice (which takes the CPU).
      TTS_PROVIDER: 'fake',
      AUDIO_WARMUP: 'false',
      KIRVANO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      TRUST_PROXY: 'true',
      ...malloc,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const server: ServerProcess = { child, url: '', dataDir, output: () => output, exited: () => exit };
  describedOnFailure(server);
  if (!waitForListening) return server;
  server.url = await listeningUrl(server, 120_000);
  return server;
}

/**
 * When the test that spawned `server` fails, its failure message (what CI's summary shows, unlike the console)
 * starts with how the process stands and the last lines it printed: a server that died shows why (stop 28's CI
 * said only "ECONNREFUSED", and an instance had died of an unhandled rejection). Outside a test, nothing.
 */
function describedOnFailure(server: ServerProcess): void {
  try {
    onTestFailed(({ task }) => {
      const { exitCode, signalCode } = server.child;
      const alive = exitCode === null && signalCode === null;
      const state = alive ? 'ainda rodando' : `saiu: código ${String(exitCode)}, sinal ${String(signalCode)}`;
      // A process that died says why at the end of what it printed: more of it than of a live one. One still
      // "running" whose output ends with Node's fatal-error trailer ("Node.js v20…") is dying of an uncaught error:
      // its stack is above that line (stop 29's CI showed only the trailer).
      const printed = server.output().trimEnd();
      const dying = /\nNode\.js v\d[^\n]*$/.test(printed);
      const lastLines = printed
        .split('\n')
        .slice(alive && !dying ? -3 : -25)
        .join('\n');
      const description = `--- servidor ${server.url || '(sem endereço)'} pid ${String(server.child.pid)}: ${state} ---\n${lastLines}`;
      addToFailure(task, description);
    });
  } catch {
    // Spawned in a hook, not a test: the test's own failure says what it can.
  }
}

/** Waits until the server printed its address. */
export async function listeningUrl(server: ServerProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const port = /Detox Digital 21 Dias: http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (server.child.exitCode !== null) throw new Error(`O servidor saiu:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`O servidor não começou a escutar a tempo:\n${server.output()}`);
}

export interface Answer {
  status: number;
  body: string;
  /** The response's Connection header. */
  connection: string | undefined;
  /** The response's Retry-After header. */
  retryAfter?: string | undefined;
}

/**
 * Without an agent of its own a request gets a connection of its own: Node's global agent keeps sockets alive and
 * may reuse one just as the server closes it for being idle (its keep-alive timeout), a reset no server caused
 * (seen in three-instances.int.test.ts on a loaded machine, a check sent seconds after the load ended).
 */
const freshConnections = new Agent({ keepAlive: false });

/** One request on the given agent (a keep-alive agent with one socket keeps the connection). */
export function send(
  url: string,
  agent: Agent | undefined,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: agent ?? freshConnections,
        headers: payload === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'],
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A purchase as Kirvano notifies it: the body of POST /api/webhooks/kirvano (with X-Kirvano-Token). */
export function kirvanoPurchase(email: string, saleId = `OPS-${randomUUID()}`) {
  return kirvanoSale(email, 'Cliente Ops', saleId);
}

/** A purchase as Kirvano notifies it, then a code sign-in through the API (the code read from /dev/outbox.json). */
export async function subscriberToken(url: string, email: string, ip: string): Promise<string> {
  const bought = await send(url, undefined, 'POST', '/api/webhooks/kirvano', {
    headers: { 'X-Kirvano-Token': WEBHOOK_TOKEN },
    body: kirvanoPurchase(email),
  });
  if (bought.status !== 200) throw new Error(`compra: ${bought.status} ${bought.body}`);
  const headers = { 'X-Forwarded-For': ip };
  const asked = await send(url, undefined, 'POST', '/api/auth/login', { headers, body: { email } });
  if (asked.status !== 200) throw new Error(`login: ${asked.status} ${asked.body}`);
  const outbox = await send(url, undefined, 'GET', '/dev/outbox.json');
  const { messages } = JSON.parse(outbox.body) as { messages: { to: string; subject: string }[] };
  const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === email)?.subject ?? '')?.[1];
  if (!code) throw new Error(`nenhum código para ${email}`);
  const signedIn = await send(url, undefined, 'POST', '/api/auth/login', { headers, body: { email, code } });
  if (signedIn.status !== 200) throw new Error(`código: ${signedIn.status} ${signedIn.body}`);
  return (JSON.parse(signedIn.body) as { token: string }).token;
}

/**
 * A subscriber's write that always changes something: day 1's first task, ticked and unticked in turn (a tick
 * only turns once it was answered 200).
 */
export function alternatingTick(url: string, token: string): () => Promise<Answer> {
  let completed = true;
  return async () => {
    const answer = await send(url, undefined, 'POST', '/api/progress/task', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      body: { dayNumber: 1, taskId: 'day1-1', completed },
    });
    if (answer.status === 200) completed = !completed;
    return answer;
  };
}

/** A port nothing listens on (yet). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * A TCP listener on `port` that forwards to the real PostgreSQL: the database "comes up" there, and "goes down"
 * when it is closed (every connection through it is cut).
 */
export async function forwardTo(port: number, target: URL): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        proxy.close(() => {
          resolve();
        });
        for (const socket of sockets) socket.destroy();
      }),
  };
}
