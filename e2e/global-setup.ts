import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { type RunningServer, repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** KIRVANO_WEBHOOK_TOKEN of the e2e server: send it as X-Kirvano-Token to simulate a purchase. */
    webhookToken: string;
    /** An email in the e2e server's ADMIN_EMAILS. */
    adminEmail: string;
  }
}

let server: RunningServer | undefined;

const E2E_WEBHOOK_TOKEN = 'e2e-kirvano-webhook-token-0123456789';
const E2E_ADMIN_EMAIL = 'admin-e2e@detox21.com.br';

/** Builds the client (as `npm start` does) and starts one app process for the e2e suite. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('A compilação do cliente falhou.');
  }
  // TRUST_PROXY: a test may send its own X-Forwarded-For, so per-IP sign-in limits of one test do not hit another.
  server = await startServer({
    KIRVANO_WEBHOOK_TOKEN: E2E_WEBHOOK_TOKEN,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    TRUST_PROXY: 'true',
  });
  project.provide('baseURL', server.url);
  project.provide('webhookToken', E2E_WEBHOOK_TOKEN);
  project.provide('adminEmail', E2E_ADMIN_EMAIL);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (code !== 0) throw new Error(`O servidor não encerrou limpo (código ${code}):\n${server?.output()}`);
}
