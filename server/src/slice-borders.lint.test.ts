import { existsSync, readdirSync } from 'node:fs';
import { ESLint, type Linter } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server slices' borders as `npm run check` enforces them: a slice is used only through its entry file
 * (`features/<slice>/index.ts`), imports only the slices before it in the order (so no two slices import each
 * other), and the kernel imports no slice. The repo's own ESLint config for a server file, its import rules and
 * resolver only (the type-aware rules need files on disk), run on texts a developer could write. An import the
 * resolver cannot follow is not checked at all, so each refusal is tried with and without the file's extension.
 */
const repoRoot = new URL('../../', import.meta.url).pathname;
const at = (path: string) => `${repoRoot}server/src/${path}`;
const borderRules = ['import-x/no-restricted-paths', 'import-x/no-cycle'];

/** What the repo's config says for a server file (ESLint types it `any`). */
const realConfig = async (file: string) =>
  (await new ESLint({ cwd: repoRoot }).calculateConfigForFile(at(file))) as Linter.Config;

async function bordersLinter(): Promise<ESLint> {
  const { rules = {}, settings = {} } = await realConfig('features/journey/x.ts');
  return new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      plugins: { 'import-x': importX },
      languageOptions: { parser: tseslint.parser },
      settings,
      rules: Object.fromEntries(borderRules.map((rule) => [rule, rules[rule]])),
    },
  });
}

describe('the server slices, as npm run check keeps their borders', async () => {
  const linter = await bordersLinter();
  const problems = async (file: string, imports: string) => {
    const [result] = await linter.lintText(`${imports}\nexport const probe = 1;\n`, { filePath: at(file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
  };

  it('uses the rules from the real config, for production files only', async () => {
    for (const file of ['features/journey/x.ts', 'http/x.ts', 'main.ts']) {
      const real = await realConfig(file);
      // An error in the real config ([severity, ...options], 2 = error), not a probe of the test's own making.
      for (const rule of borderRules) expect(real.rules?.[rule]).toEqual(expect.arrayContaining([2]));
    }
    // Tests may reach inside a slice to set a case up.
    const test = await realConfig('features/support/support.int.test.ts');
    expect(test.rules?.['import-x/no-restricted-paths']).toBeUndefined();
  });

  it('finds an entry file in every slice', () => {
    const slices = readdirSync(at('features'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(slices.length).toBeGreaterThan(5);
    for (const slice of slices)
      expect(existsSync(at(`features/${slice.name}/index.ts`)), slice.name).toBe(true);
  });

  it.each([
    [
      "a slice importing another slice's inside",
      'features/journey/x.ts',
      '../account/guards',
      'never its inside',
    ],
    [
      "a composition file importing a slice's inside",
      'app.ts',
      './features/journey/progress.routes',
      'never its inside',
    ],
    ["the CLI importing a slice's inside", 'cli/x.ts', '../features/support/timeline', 'never its inside'],
    [
      'a slice importing a later slice, even through its entry (the start of a circle)',
      'features/account/x.ts',
      '../subscription/index',
      'only the slices before it',
    ],
    [
      'the ground floor importing the AI slice',
      'features/account/x.ts',
      '../ai/index',
      'only the slices before it',
    ],
    [
      'the HTTP kernel importing a slice',
      'http/x.ts',
      '../features/account/index',
      'The kernel imports no slice',
    ],
    [
      'the runtime importing a slice',
      'runtime.ts',
      './features/journey/index',
      'The kernel imports no slice',
    ],
    [
      'the projection runner importing a slice',
      'projection-runner/x.ts',
      '../features/push/index',
      'The kernel imports no slice',
    ],
    [
      'the contracts the client imports importing a slice',
      'contracts/x.ts',
      '../features/journey/index',
      'The kernel imports no slice',
    ],
    [
      'the write path importing a slice',
      'commands/x.ts',
      '../features/journey/index',
      'The kernel imports no slice',
    ],
  ])('refuses %s, with or without the extension', async (_what, file, module, message) => {
    for (const specifier of [module, `${module}.ts`]) {
      const found = await problems(file, `import * as other from '${specifier}';\nvoid other;`);
      expect(found).toEqual([expect.stringContaining(message)]);
    }
  });

  it('refuses an import circle inside a slice', async () => {
    // guards.ts imports sessions.ts: sessions.ts importing it back closes a circle.
    const found = await problems(
      'features/account/sessions.ts',
      "import { requireUser } from './guards.ts';\nvoid requireUser;",
    );
    expect(found).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });

  it('lets a slice use its own files and the entry of a slice before it', async () => {
    expect(
      await problems(
        'features/journey/x.ts',
        [
          "import { requirePremium } from '../account/index.ts';",
          "import { readPushState } from '../push/index.ts';",
          "import { readJourney } from './journey-service.ts';",
          "import { validate } from '../../http/validation.ts';",
          'void [requirePremium, readPushState, readJourney, validate];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("lets the composition files use the slices' entries", async () => {
    for (const file of ['app.ts', 'main.ts', 'slices.ts']) {
      expect(
        await problems(
          file,
          "import { progressRoutes } from './features/journey/index.ts';\nvoid progressRoutes;",
        ),
      ).toEqual([]);
    }
  });
});
