import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies fail `npm run check` (issue 32 item 4, decision 0032).
 * The entry points are every way code is started: the server (main, its work processes, the CLI and
 * benchmarks), the client (index.html, the sales pages' scripts, the service worker, the prerender step),
 * the e2e suites, the scripts and the tests. The internal packages (fixtures, projections, providers) export
 * `./*`, which would make every file public: `includeEntryExports` reports an export no other file uses even
 * there, so a helper kept only "in case" is found.
 */
const config = {
  includeEntryExports: true,
  // Programs the tests start from the system, not packages.
  ignoreBinaries: ['ffmpeg', 'ffprobe', 'haproxy'],
  ignoreIssues: {
    // The API's response schemas are its written contract; the client imports only the types inferred from
    // them. Whether they become plain types is decided with contracts/' move (issue 32 item 6).
    'server/src/contracts/**': ['exports'],
  },
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.e2e.ts', 'e2e/global-setup.ts', 'e2e/bench-web/run.ts'],
      project: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.{ts,js}'],
    },
    fixtures: {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    projections: {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    providers: {
      // The safety lab's programs: the trainers, the threshold grid (choose-thresholds.ts), the blind sets' floors
      // (hold-blind-floors.ts) and what a change moves (verdicts-everywhere.ts), run by hand.
      entry: [
        'src/**/*.test.ts',
        'safety-lab/**/*.test.ts',
        'safety-lab/train-*.ts',
        'safety-lab/choose-thresholds.ts',
        'safety-lab/hold-blind-floors.ts',
        'safety-lab/verdicts-everywhere.ts',
      ],
      project: ['src/**/*.ts', 'safety-lab/**/*.ts'],
    },
    server: {
      entry: [
        'src/main.ts',
        'src/cli/{projections,seed}.ts',
        'src/work/heavy-work.worker.ts',
        'src/work/work-process.mjs',
        'src/event-store/pglite/pglite-initdb.ts',
        'bench/*.bench.ts',
        'build.mjs',
        // Read through its declaration file by the importers' types: its own imports (acorn) are seen from here.
        'build-options.mjs',
        'src/**/*.test.ts',
      ],
      project: ['src/**/*.{ts,mjs}', 'bench/**/*.ts'],
    },
    client: {
      entry: [
        'index.html',
        'src/main.tsx',
        'src/sw/sw.ts',
        'src/prerender/prerender.tsx',
        'src/features/*/*-enhance.ts',
        'src/**/*.test.{ts,tsx}',
      ],
      project: ['src/**/*.{ts,tsx}'],
    },
  },
} satisfies KnipConfig;

export default config;
