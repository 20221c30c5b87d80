import { ESLint, type Linter } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's layers (app → features → entities → shared, no feature importing another, no cycles) as
 * `npm run check` enforces them: the repo's own ESLint config for a client file, its import rules and resolver
 * only (the type-aware rules need files on disk), run on texts a developer could write. An import the resolver
 * cannot follow is not checked at all, so each refusal is tried with and without the file's extension.
 */
const repoRoot = new URL('../..', import.meta.url).pathname;
const at = (path: string) => `${repoRoot}client/src/${path}`;
const layerRules = ['import-x/no-restricted-paths', 'import-x/no-cycle'];

/** What the repo's config says for a client file (ESLint types it `any`). */
const realConfig = async () =>
  (await new ESLint({ cwd: repoRoot }).calculateConfigForFile(at('features/journal/x.ts'))) as Linter.Config;

async function layersLinter(): Promise<ESLint> {
  const { rules = {}, settings = {} } = await realConfig();
  return new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      plugins: { 'import-x': importX },
      languageOptions: { parser: tseslint.parser },
      settings,
      rules: Object.fromEntries(layerRules.map((rule) => [rule, rules[rule]])),
    },
  });
}

describe('the client layers, as npm run check enforces them', async () => {
  const linter = await layersLinter();
  const problems = async (file: string, imports: string) => {
    const [result] = await linter.lintText(`${imports}\nexport const probe = 1;\n`, { filePath: at(file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
  };

  it('uses the rules from the real config', async () => {
    const real = await realConfig();
    // An error in the real config ([severity, ...options], 2 = error), not a probe of the test's own making.
    for (const rule of layerRules) expect(real.rules?.[rule]).toEqual(expect.arrayContaining([2]));
  });

  it.each([
    [
      'a feature importing another feature',
      'features/journal/x.ts',
      '../settings/settings-page',
      'Features never import each other',
    ],
    [
      'an entity importing a feature',
      'entities/progress/x.ts',
      '../../features/settings/settings-page',
      'entities/ import only',
    ],
    [
      'shared importing an entity',
      'shared/x.ts',
      '../entities/progress/read-paths',
      'shared/ imports nothing above it',
    ],
    [
      'a feature importing app/',
      'features/journal/x.ts',
      '../../app/route-modules',
      'features/ never import app/',
    ],
  ])('refuses %s, with or without the extension', async (_what, file, module, message) => {
    const extension = module.includes('settings-page') ? '.tsx' : '.ts';
    for (const specifier of [module, `${module}${extension}`]) {
      const found = await problems(file, `import * as other from '${specifier}';\nvoid other;`);
      expect(found).toEqual([expect.stringContaining(message)]);
    }
  });

  it('refuses a cycle', async () => {
    // modal-dialog.tsx imports button.tsx: button.tsx importing it back closes a cycle.
    const found = await problems(
      'shared/button.tsx',
      "import { ModalDialog } from './modal-dialog.tsx';\nvoid ModalDialog;",
    );
    expect(found).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });

  it('lets each layer import the layers below it', async () => {
    expect(
      await problems(
        'features/journal/x.ts',
        [
          "import { Button } from '../../shared/button.tsx';",
          "import { progressReadPaths } from '../../entities/progress/read-paths.ts';",
          "import { journalStrings } from './strings.ts';",
          'void [Button, progressReadPaths, journalStrings];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
