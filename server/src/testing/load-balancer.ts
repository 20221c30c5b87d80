import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';

/**
 * Test helpers to run the repository's load balancer (deploy/haproxy.cfg) outside Docker: HAProxy itself, a DNS
 * server that answers the app's name with several addresses (as Docker's resolver answers a scaled service), and
 * HAProxy's runtime API (`show stat`).
 */

const repoRoot = new URL('../../../', import.meta.url).pathname;

/** Whether an `haproxy` binary is on PATH (Debian: apt-get install -y haproxy). */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * A DNS server on 127.0.0.1 (a free UDP port) that answers every A question with `addresses`, as Docker's embedded
 * resolver answers a service's name with its replicas' addresses, and every other question with no answer.
 */
export async function fakeDns(addresses: () => string[]): Promise<{ port: number; close(): void }> {
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    if (query.length < 12) return;
    // The question: labels up to a zero byte, then QTYPE and QCLASS.
    let end = 12;
    while (end < query.length && query[end] !== 0) end += (query[end] ?? 0) + 1;
    const question = query.subarray(12, end + 5);
    const type = query.readUInt16BE(end + 1);
    const answers = type === 1 ? addresses() : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0); // id
    header.writeUInt16BE(0x8180, 2); // response, recursion desired and available, no error
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(1, 2); // A
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(1, 6); // TTL 1 s
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
      return record;
    });
    socket.send(Buffer.concat([header, question, ...records]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    close: () => {
      socket.close();
    },
  };
}

export interface Haproxy {
  child: ChildProcess;
  output(): string;
  /** One row per server of the `app` backend: its name, address, status (UP, DOWN, MAINT…) and sessions so far. */
  servers(): Promise<{ name: string; address: string; status: string; sessions: number }[]>;
  stop(): Promise<void>;
}

/** Sends one command to HAProxy's runtime API socket and returns its answer. */
function runtimeApi(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      resolve(answer);
    });
    socket.on('error', reject);
    socket.end(`${command}\n`);
  });
}

/** Starts HAProxy in the foreground on deploy/haproxy.cfg, with its ${…} values from `env`. */
export async function startHaproxy(env: Record<string, string>, socketPath: string): Promise<Haproxy> {
  const child = spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', LB_STATS_SOCKET: socketPath, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const servers: Haproxy['servers'] = async () => {
    const csv = await runtimeApi(socketPath, 'show stat');
    const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
    const columns = (header ?? '').split(',');
    const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
    return lines
      .map((line) => line.split(','))
      .filter(
        (row) => column(row, 'pxname') === 'app' && !['BACKEND', 'FRONTEND'].includes(column(row, 'svname')),
      )
      .map((row) => ({
        name: column(row, 'svname'),
        address: column(row, 'addr'),
        status: column(row, 'status'),
        sessions: Number(column(row, 'stot')),
      }));
  };
  // Up once its runtime API answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy saiu:\n${output}`);
    try {
      await servers();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    child,
    output: () => output,
    servers,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
