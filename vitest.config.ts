import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (measured, issue 20 item 6), slowest first. They start first in their project, so the
 * last minutes of a run are not one of them alone on one core: a fresh clone has no timings of its own yet.
 */
const slowFiles = [
  'e2e/journey.e2e.ts',
  'e2e/sales.e2e.ts',
  'e2e/service-worker.e2e.ts',
  'e2e/detox-day.e2e.ts',
  'server/src/features/audio/daily-meditation-speech.int.test.ts',
  'server/src/ops/drain.int.test.ts',
  'server/src/http/fuzz.int.test.ts',
  'server/src/ops/write-health.int.test.ts',
  'server/src/ops/disk-full.int.test.ts',
  'server/src/app.int.test.ts',
  'server/src/features/ai/crisis-policy.int.test.ts',
  'server/src/features/audio/daily-audio.int.test.ts',
  'server/src/ops/startup.int.test.ts',
  'server/src/projections/scale.int.test.ts',
  'server/src/ops/database-down.int.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowFiles.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? slowFiles.length : index;
    };
    // Within each project (in the order the base sequencer gave them), the known slow files first.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted)
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((group) => [...group].sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{fixtures,projections,providers,server,client}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Vitest's default is one worker less than the cores: one on a 2-core machine. The files mostly import
          // modules and run pure code, so both cores are used.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['{fixtures,projections,providers,server}/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Integration suites share one PostgreSQL; each file uses its own schema.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['e2e/global-setup.ts'],
          // One file at a time by default: with two at a time against the one e2e server, two CI rehearsals each
          // had timing failures the serial runs never had (a countdown read a second late, a checkbox under load,
          // the support timeline's event count). E2E_WORKERS=2 runs two at a time (each file its own browser,
          // users, client addresses and admin, see e2e/admins.ts) until those are made safe.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
        },
      },
    ],
  },
});
