import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { describe, expect, inject, it } from 'vitest';
import { e2eAdmins } from './admins.ts';
import { lastCodeSentTo } from './journey-steps.ts';

/**
 * The analysts' CLI while the app runs on PGlite (issue 22 item 2): the e2e server holds its data directory, so
 * `npm run projections -- status|query|export` go through its admin endpoint. Each command is a real process, timed.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const repoRoot = join(import.meta.dirname, '..');

/** The server answers 503 while it starts (migrations, seeding): wait until it is ready. */
async function ready(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${baseURL}/api/ready`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('O servidor do e2e não ficou pronto.');
}

async function adminToken(email: string): Promise<string> {
  await ready();
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.22.1' };
  const ask = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(ask.status).toBe(200);
  const code = await lastCodeSentTo(baseURL, email);
  const answer = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * One CLI command as a real process. Awaited, not spawnSync: a blocked event loop cannot see the server close an
 * idle keep-alive connection (after 5 s), and the next fetch would be sent on the closed socket ('other side
 * closed', seen when the commands took longer than that on a busy machine).
 */
async function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const run = await new Promise<Omit<Run, 'seconds'>>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/projections.ts', ...args],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : error.code;
        resolve({ status: typeof code === 'number' ? code : null, stdout, stderr });
      },
    );
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`projections ${args[0]}: ${seconds.toFixed(2)} s`);
  return { ...run, seconds };
}

describe('analysts while the app runs on PGlite', () => {
  it('status, query and export go through the running server; CSV and Parquet read back', async () => {
    const env = { DETOX_URL: baseURL, DETOX_ADMIN_TOKEN: await adminToken(e2eAdmins.analytics) };

    // Without a token: a clear pt-BR refusal, not the data-directory lock.
    const refused = await cli(['query', 'select 1'], { DETOX_URL: baseURL, DETOX_ADMIN_TOKEN: '' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('DETOX_ADMIN_TOKEN');

    const status = await cli(['status'], env);
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^users\s+│ inline │ \d+\s+│ inline, em dia/m);
    expect(status.stdout).toMatch(/^cohort_funnel\s+│ async/m);

    const query = await cli(['query', 'select email, name from rm_users order by email limit 2'], env);
    expect(query.status, query.stderr).toBe(0);
    expect(query.stdout.split('\n')[0]).toMatch(/^email\s+│ name$/);
    expect(query.stderr).toMatch(/^2 linhas · servidor em execução \(PGlite\)/);

    const write = await cli(['query', 'delete from rm_users'], env);
    expect(write.status).toBe(1);
    expect(write.stderr).toContain('O servidor recusou a consulta (400): Só consultas de leitura');

    // The other e2e files run beside this one and add subscribers: an export holds everyone there before it
    // started, and no more than there are after it ended.
    const emails = async () => {
      const answer = await fetch(`${baseURL}/api/support/analytics/query`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.DETOX_ADMIN_TOKEN}` },
        body: JSON.stringify({ sql: 'select email from rm_users' }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { rows: [string][] }).rows.map(([email]) => email);
    };
    const before = await emails();
    expect(before).toContain('demo@detox21.com.br');

    const out = mkdtempSync(join(tmpdir(), 'detox-export-'));
    const csv = await cli(['export', 'users', '--format', 'csv', '--out', join(out, 'users.csv')], env);
    expect(csv.status, csv.stderr).toBe(0);
    const lines = readFileSync(join(out, 'users.csv'), 'utf8').trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toEqual(expect.arrayContaining(['user_id', 'email', 'name']));
    for (const email of before)
      expect(
        lines.filter((line) => line.includes(email)),
        email,
      ).toHaveLength(1);

    const parquet = await cli(
      ['export', 'users', '--format', 'parquet', '--out', join(out, 'users.parquet')],
      env,
    );
    expect(parquet.status, parquet.stderr).toBe(0);
    const bytes = readFileSync(join(out, 'users.parquet'));
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const rows = (await parquetReadObjects({ file })) as { email: string; user_id: string }[];
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(before));
    const after = await emails();
    for (const exported of [lines.length - 1, rows.length]) {
      expect(exported).toBeGreaterThanOrEqual(before.length);
      expect(exported).toBeLessThanOrEqual(after.length);
    }

    const jsonl = await cli(
      [
        'export',
        'select day, count(*)::int as pessoas from rm_journey_days group by 1 order by 1',
        '--format',
        'jsonl',
        '--out',
        join(out, 'dias.jsonl'),
      ],
      env,
    );
    expect(jsonl.status, jsonl.stderr).toBe(0);
    const first = JSON.parse(readFileSync(join(out, 'dias.jsonl'), 'utf8').split('\n')[0] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(first)).toEqual(['day', 'pessoas']);

    console.log(
      `CLI (servidor PGlite em execução): status ${status.seconds.toFixed(2)} s, query ${query.seconds.toFixed(2)} s, ` +
        `export csv ${csv.seconds.toFixed(2)} s, export parquet ${parquet.seconds.toFixed(2)} s`,
    );
  }, 180_000);
});
