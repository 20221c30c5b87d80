import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The benchmarks (`npm run bench:*`) run outside Vitest, on helpers the tests share. A helper that calls a Vitest
 * hook when it is imported stops a benchmark at its start ("Vitest failed to find the current suite": it happened
 * to e2e/browser.ts, and no test noticed). This loads every module a benchmark entry imports, in a plain Node
 * process as the benchmark does.
 */
const repoRoot = new URL('../../../', import.meta.url).pathname;
const entries = [
  'e2e/bench-web/run.ts',
  'server/bench/api.bench.ts',
  'server/bench/store.bench.ts',
  'server/bench/daily-meditations.bench.ts',
];

/** The repo modules an entry imports for their values (not `import type`), as paths from the repo's root. */
function importedModules(entry: string): string[] {
  const source = readFileSync(join(repoRoot, entry), 'utf8');
  const specifiers = [...source.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)';/gms)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.map((specifier) => relative(repoRoot, join(repoRoot, dirname(entry), specifier)));
}

describe("the benchmarks' helpers, outside Vitest", () => {
  const modules = [...new Set(entries.flatMap(importedModules))].sort();

  it('finds the helpers each benchmark entry imports', () => {
    expect(modules).toEqual(expect.arrayContaining(['e2e/browser.ts', 'server/bench/instances.ts']));
  });

  it('loads every one of them in a plain Node process', () => {
    const script = `for (const module of ${JSON.stringify(modules.map((module) => `./${module}`))}) await import(module);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      timeout: 60_000,
    });
    expect(run.status, run.stderr.split('\n').slice(0, 12).join('\n')).toBe(0);
  });
});
