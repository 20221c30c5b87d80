import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * Production code never imports a `testing/` folder or Vitest, as `npm run check` enforces it: the repo's own
 * ESLint config for each file, its `no-restricted-imports` setting only (the type-aware rules need files on disk),
 * run on texts a developer could write. A test and the helpers themselves (contract suites included) may import them.
 */
const repoRoot = new URL('../../../', import.meta.url).pathname;
const rule = 'no-restricted-imports';

/** What the repo's config says about the rule for a file (ESLint types a config `any`). */
async function realSetting(file: string): Promise<Linter.RuleEntry | undefined> {
  const config = (await new ESLint({ cwd: repoRoot }).calculateConfigForFile(
    `${repoRoot}${file}`,
  )) as Linter.Config;
  return config.rules?.[rule];
}

async function problems(file: string, imports: string): Promise<string[]> {
  const setting = await realSetting(file);
  const linter = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      rules: setting === undefined ? {} : { [rule]: setting },
    },
  });
  const [result] = await linter.lintText(`${imports}\nexport const probe = 1;\n`, {
    filePath: `${repoRoot}${file}`,
  });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('test helpers, as npm run check keeps them out of production code', () => {
  it.each([
    [
      'a server slice importing the server test helpers',
      'server/src/ops/x.ts',
      '../testing/server-process.ts',
    ],
    [
      'a server slice importing them without the extension',
      'server/src/ops/x.ts',
      '../testing/server-process',
    ],
    ['the kernel importing a helper', 'server/src/http/x.ts', '../testing/app.ts'],
    [
      'a client screen importing the client helpers',
      'client/src/features/journal/x.tsx',
      '../../testing/day-progress.ts',
    ],
    [
      'a projection importing fixtures helpers',
      'projections/src/journey/x.ts',
      '@detox/fixtures/testing/doc-tables',
    ],
    ['a provider importing its AI test inputs', 'providers/src/ai/x.ts', './testing/varied-inputs.ts'],
    ['production code importing Vitest', 'server/src/ops/x.ts', 'vitest'],
    ['a type from Vitest', 'client/src/shared/x.ts', 'vitest'],
  ])('refuses %s', async (_what, file, module) => {
    const found = await problems(file, `import * as helper from '${module}';\nvoid helper;`);
    expect(found).toEqual([expect.stringContaining('Test helpers are for tests')]);
  });

  it('refuses a type-only import too', async () => {
    const found = await problems(
      'server/src/ops/x.ts',
      "import type { ServerProcess } from '../testing/server-process.ts';\nexport type P = ServerProcess;",
    );
    expect(found).toEqual([expect.stringContaining('Test helpers are for tests')]);
  });

  it.each([
    ['a unit test', 'server/src/ops/http-drain.test.ts'],
    ['an integration test', 'server/src/ops/disk-full.int.test.ts'],
    ['a client test', 'client/src/entities/progress/x.test.tsx'],
    ['a shared contract suite', 'server/src/testing/event-store.contract.ts'],
    ['a helper in testing/', 'server/src/testing/server-process.ts'],
  ])('lets %s import them', async (_what, file) => {
    const found = await problems(
      file,
      "import { it } from 'vitest';\nimport { send } from '../testing/server-process.ts';\nvoid [it, send];",
    );
    expect(found).toEqual([]);
  });

  it('lets production code import a module whose name merely contains "testing"', async () => {
    expect(
      await problems('server/src/ops/x.ts', "import { a } from './load-testing-notes.ts';\nvoid a;"),
    ).toEqual([]);
  });

  it('is an error in the real config for production files', async () => {
    // [severity, ...options], 2 = error: a probe of the real config, not of the test's own making.
    expect(await realSetting('server/src/ops/x.ts')).toEqual(expect.arrayContaining([2]));
    expect(await realSetting('client/src/features/journal/x.tsx')).toEqual(expect.arrayContaining([2]));
  });
});
