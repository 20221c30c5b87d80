import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { type RunningServer, repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

/** Builds the client (as `npm start` does) and starts one app process for the e2e suite. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('A compilação do cliente falhou.');
  }
  server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (code !== 0) throw new Error(`O servidor não encerrou limpo (código ${code}):\n${server?.output()}`);
}
