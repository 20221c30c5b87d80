// typescript-eslint strict and stylistic, type-checked. Biome was the first choice; see docs/decisions/0001-lint.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Client layers (client/README.md): app → features → entities → shared, each importing only those to its right,
// and a feature never another feature. One zone per feature folder, read from disk, so a new feature is covered.
// Paths are from the repo root (basePath below), whatever folder ESLint runs in.
const client = './client/src';
const features = readdirSync(new URL(`${client}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientLayerZones = [
  {
    target: `${client}/shared`,
    from: [`${client}/app`, `${client}/features`, `${client}/entities`],
    message: 'shared/ imports nothing above it (entities, features, app).',
  },
  {
    target: `${client}/entities`,
    from: [`${client}/app`, `${client}/features`],
    message: 'entities/ import only entities/ and shared/.',
  },
  { target: `${client}/features`, from: `${client}/app`, message: 'features/ never import app/.' },
  ...features.map((feature) => ({
    target: `${client}/features/${feature}`,
    from: `${client}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to entities/ or shared/.',
  })),
];

// Server slices (docs/architecture.md). A slice is used from outside only through its entry file
// (features/<slice>/index.ts), and imports only the slices before it in `sliceOrder`, the ground floor first, so no
// two slices ever import each other in a circle. The kernel imports no slice: a slice hands the runtime its part
// (server/src/slices.ts) and app.ts mounts its routes. A slice folder missing from the order stops the lint.
const server = './server/src';
const sliceOrder = ['account', 'subscription', 'push', 'journey', 'ai', 'audio', 'support', 'debug'];
const serverKernel = [
  'http',
  'event-store',
  'commands',
  'projection-runner',
  'analytics',
  'contracts',
  'work',
  'runtime.ts',
  'app-deps.ts',
  'config.ts',
  'log.ts',
  'metrics.ts',
];
const sliceFolders = readdirSync(new URL(`${server}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unordered = sliceFolders.filter((slice) => !sliceOrder.includes(slice));
if (unordered.length > 0) {
  throw new Error(`eslint.config.js: add the server slice(s) ${unordered.join(', ')} to sliceOrder`);
}
const sliceEntries = sliceOrder.map((slice) => `./${slice}/index.ts`);
const outsideSlices = readdirSync(new URL(server, import.meta.url))
  .filter((name) => name !== 'features' && !serverKernel.includes(name))
  .map((name) => `${server}/${name}`);
const serverSliceZones = [
  ...sliceOrder.flatMap((slice, rank) => [
    {
      target: `${server}/features/${slice}`,
      from: `${server}/features`,
      except: [`./${slice}`, ...sliceEntries],
      message: 'Another slice is used through its entry file (features/<slice>/index.ts), never its inside.',
    },
    ...(rank === sliceOrder.length - 1
      ? []
      : [
          {
            target: `${server}/features/${slice}`,
            from: sliceOrder.slice(rank + 1).map((later) => `${server}/features/${later}`),
            message: `A slice imports only the slices before it in sliceOrder (eslint.config.js: ${sliceOrder.join(' → ')}), so two slices never import each other in a circle: move what both need down to the earlier slice.`,
          },
        ]),
  ]),
  {
    target: outsideSlices,
    from: `${server}/features`,
    except: sliceEntries,
    message: 'A slice is used through its entry file (features/<slice>/index.ts), never its inside.',
  },
  {
    target: serverKernel.map((name) => `${server}/${name}`),
    from: `${server}/features`,
    message:
      'The kernel imports no slice: a slice hands the runtime its part (server/src/slices.ts) and app.ts mounts its routes.',
  },
];

// The dependency graph of no-cycle reads the .ts/.tsx files too (without type information, so it stays fast).
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};

const testHelpersOnly =
  'Test helpers are for tests: production code never imports a testing/ folder or Vitest (move what both need out of testing/).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'scratch/**',
      'test-results/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Module augmentation (Emotion's Theme) is an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // No-op callbacks (postgres.js onnotice, a stream's read) are intended.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions', 'methods'] }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: clientLayerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Server slices and kernel, as above. Tests and test helpers may reach inside a slice to set a case up.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverSliceZones }],
      // Packages are not followed (PGlite's bundle is too deep to parse); the workspaces' sources are.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Production code never imports test helpers: `testing/` folders (the shared contract suites too) and Vitest
    // serve the tests, benches and e2e.
    files: ['{fixtures,projections,providers,server,client}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vitest', message: testHelpersOnly }],
          patterns: [{ regex: '(^|/)testing(/|$)', message: testHelpersOnly }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
