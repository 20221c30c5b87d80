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
    // The dependency graph of no-cycle reads the .ts/.tsx files too (without type information, so it stays fast).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: clientLayerZones }],
      'import-x/no-cycle': 'error',
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
