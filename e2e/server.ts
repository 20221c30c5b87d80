import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real app (`server/src/main.ts` through tsx, as `npm run dev` does; the built server that `npm start`
 * runs has server/src/ops/built-server.int.test.ts) on a fresh data directory unless given one.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'detox-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The fixed tone: fast and the same every run (the local voice takes seconds per meditation).
      TTS_PROVIDER: 'fake',
      AUDIO_WARMUP: 'false',
      // The worker threads at an equal share of the cores: at the default nice 19 a test server's audio starves
      // behind the other test servers and browsers on the machine (a player stayed "Carregando áudio..." for 60 s
      // at a load of 5), which is the known limit of decision 0024, not what these tests look at.
      WORK_NICE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start makes its PGlite database and compiles the server: over a minute on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu (${child.exitCode}):\n${output}`);
    try {
      // Ready, not merely alive: the server listens while it migrates and seeds, answering 503 until then.
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`O servidor não respondeu a tempo:\n${output}`);
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve(child.exitCode);
          return;
        }
        child.once('exit', (code) => {
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}
