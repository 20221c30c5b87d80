#!/usr/bin/env node
// `npm test`: unit and integration suites, then the end-to-end suite in the system Chromium.
// Without Chromium it says how to install it and skips only e2e — except with CI=true, where that fails the run.
// It ends with how long each part took and the slowest tests, so a suite that slows down shows it (issue 20 item 6:
// `npm test` stays within 12 minutes on a 2-core machine).
//
// Knobs: TEST_SIZE=full runs the heavy integration variants big (server/src/testing/size.ts: the scale seed, the fuzz
// corpus, all 21 meditations in the local voice); E2E_WORKERS=1 runs one e2e file at a time (default 2: see
// vitest.config.ts); E2E_REBUILD=1 rebuilds the client even when client/dist is the build of the current sources.
//
// Where the time goes (issue 20 item 6, measured 2026-11-26 on the 2 shared cores, at load 4-17 from other work):
// - unit: ~1 CPU-minute.
// - int: ~5.5 CPU-minutes in the test processes (plus PostgreSQL's); over 40 % of its file time is three files, the
//   local voice, the fuzz corpus and the scale seed, each sized by TEST_SIZE.
// - e2e: ~3 CPU-minutes, with a file using 0.15-0.6 of a core (it mostly waits on the page), so its files run two at
//   a time: 5.5 minutes from a fresh checkout, against ~10.5 one at a time. The client build (~5 s) and the e2e
//   server's start (~8 s) are small.
// The parts run one after the other. e2e beside int was not tried as the default: together they would ask for about
// both cores, and the e2e checks of what a page shows in time are what a saturated machine makes fail.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const onlyE2e = process.argv.includes('--only-e2e');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true';
const reports = mkdtempSync(join(tmpdir(), 'detox-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
const tests = [];
let failed = false;

function vitest(projects, name) {
  const outputFile = join(reports, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  const started = performance.now();
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failed = true;
  if (!existsSync(outputFile)) {
    failed = true;
    console.error(`\n${name}: o relatório de testes não foi gerado.`);
    return 0;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      tests.push({
        name: `${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}`,
        ms: test.duration ?? 0,
      });
      if (test.status !== 'failed') continue;
      // Up to 60 lines (a spawned server's last output is there, server/src/testing/server-process.ts), without the
      // stack frames inside node_modules.
      const message = (test.failureMessages?.[0] ?? '')
        .split('\n')
        .filter((line) => !/^\s+at .*node_modules/.test(line))
        .slice(0, 60)
        .join('\n    ');
      failures.push(`${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}\n    ${message}`);
    }
  }
  return report.numPassedTests + report.numFailedTests;
}

if (!onlyE2e) vitest(['unit', 'int'], 'unit-int');

if (existsSync(chromium)) {
  const ran = vitest(['e2e'], 'e2e');
  if (ran === 0) {
    failed = true;
    console.error('\nA suíte end-to-end não executou nenhum teste.');
  }
} else if (ci) {
  failed = true;
  console.error(
    `\nCI=true e o Chromium não foi encontrado em ${chromium}: a suíte end-to-end é obrigatória.`,
  );
} else {
  console.warn(
    `\nChromium não encontrado em ${chromium}: os testes end-to-end foram pulados.\n` +
      'Instale com: sudo apt-get update && sudo apt-get install -y chromium (ou defina CHROMIUM_PATH).',
  );
}

const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 10);
console.log(
  `\nslowest tests:\n${slowest.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`).join('\n')}`,
);
console.log(`\ntime: ${timings.join(', ')} (reports in ${reports})`);

// The failures again at the very end, so a log that keeps only its tail still names them.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
