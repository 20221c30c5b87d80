import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eAdmins } from './admins.ts';
import { type RunningServer, repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** KIRVANO_WEBHOOK_TOKEN of the e2e server: send it as X-Kirvano-Token to simulate a purchase. */
    webhookToken: string;
    /** An email in the e2e server's ADMIN_EMAILS (support.e2e.ts's; see admins.ts for the others). */
    adminEmail: string;
  }
}

let server: RunningServer | undefined;

const E2E_WEBHOOK_TOKEN = 'e2e-kirvano-webhook-token-0123456789';

/**
 * What the client build reads: the client, the workspace packages it imports (fixtures, providers, the server's
 * contracts, projections), the locked dependencies and the shared TypeScript settings. Tests are left out.
 */
const buildInputs = ['client', 'fixtures/src', 'providers/src', 'server/src', 'projections/src'];
const buildInputFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const clientDist = join(repoRoot, 'client/dist');
const buildStamp = join(repoRoot, 'node_modules/.cache/detox-e2e/client-build.json');

function filesUnder(dir: string, skip: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(repoRoot, path).split('/').some(skip))
    .sort();
}

/** A hash of every input of the client build: paths and contents. */
function buildInputsHash(): string {
  const hash = createHash('sha256');
  const skip = (part: string) =>
    part === 'node_modules' ||
    part === 'dist' ||
    /\.(int\.)?test\.tsx?$/.test(part) ||
    part.endsWith('.e2e.ts');
  const files = [
    ...buildInputs.flatMap((dir) => filesUnder(join(repoRoot, dir), skip)),
    ...buildInputFiles.map((file) => join(repoRoot, file)),
    ...['client', 'fixtures', 'providers', 'server', 'projections'].map((dir) =>
      join(repoRoot, dir, 'package.json'),
    ),
  ];
  for (const file of files) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
    hash.update('\0');
  }
  // The build sees the environment too (Vite reads VITE_* variables).
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (name.startsWith('VITE_')) hash.update(`${name}=${value ?? ''}\0`);
  return hash.digest('hex');
}

/** What client/dist holds now (names, sizes, times): another build or a hand edit since the stamp shows here. */
function distListing(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(clientDist, () => false)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(clientDist, file)}\0${String(size)}\0${String(mtimeMs)}\0`);
  }
  return hash.digest('hex');
}

/**
 * Builds the client (as `npm start` does), unless client/dist is the build of exactly these inputs: a rerun of the
 * suite on unchanged client code skips the build. E2E_REBUILD=1 builds anyway; E2E_SKIP_BUILD=1 never builds.
 */
function buildClient(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const inputs = buildInputsHash();
  if (
    process.env.E2E_REBUILD !== '1' &&
    existsSync(buildStamp) &&
    existsSync(join(clientDist, 'index.html'))
  ) {
    const stamp = JSON.parse(readFileSync(buildStamp, 'utf8')) as { inputs?: string; dist?: string };
    if (stamp.inputs === inputs && stamp.dist === distListing()) {
      console.log(
        'e2e: client/dist is the build of the current sources; not rebuilt (E2E_REBUILD=1 forces it).',
      );
      return;
    }
  }
  const started = performance.now();
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('A compilação do cliente falhou.');
  // Stamped with the inputs read before the build: a source edited during the build makes the next run rebuild.
  mkdirSync(dirname(buildStamp), { recursive: true });
  writeFileSync(buildStamp, JSON.stringify({ inputs, dist: distListing() }));
  console.log(`e2e: client built in ${seconds(started)} s.`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Builds the client if needed and starts one app process for the e2e suite.
 * @public Vitest runs it before the e2e project (vitest.config.ts, globalSetup).
 */
export async function setup(project: TestProject): Promise<void> {
  buildClient();
  const started = performance.now();
  // TRUST_PROXY: a test may send its own X-Forwarded-For, so per-IP sign-in limits of one test do not hit another.
  server = await startServer({
    KIRVANO_WEBHOOK_TOKEN: E2E_WEBHOOK_TOKEN,
    ADMIN_EMAILS: Object.values(e2eAdmins).join(','),
    TRUST_PROXY: 'true',
  });
  console.log(`e2e: server up in ${seconds(started)} s.`);
  project.provide('baseURL', server.url);
  project.provide('webhookToken', E2E_WEBHOOK_TOKEN);
  project.provide('adminEmail', e2eAdmins.support);
  project.provide('dataDir', server.dataDir);
}

/** @public Vitest runs it after the e2e project. */
export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (code !== 0) throw new Error(`O servidor não encerrou limpo (código ${code}):\n${server?.output()}`);
}
