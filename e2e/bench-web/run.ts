// `npm run bench:web`: the sales pages' performance budget on a cheap phone (issue 7). Builds the client
// (unless BENCH_SKIP_BUILD=1), starts the app as `npm start` does, and loads each page cold in Chromium with
// phone emulation, slow 4G and 4× CPU throttling; prints LCP, CLS, TBT and the JavaScript fetched (gzip
// bytes) against their budgets, and the axe-core result. BENCH_RUNS (default 3) loads per page; the median
// is reported. Exits 1 when a budgeted figure is over.
import { spawnSync } from 'node:child_process';
import { launchBrowser } from '../browser.ts';
import { repoRoot, startServer } from '../server.ts';
import { checks, median } from './budgets.ts';
import { type Measurement, measurePage } from './measure-page.ts';

interface Target {
  path: string;
  name: string;
  /** Budgeted pages fail the run when over; the others are printed for comparison. */
  budgeted: boolean;
  budgetJs: boolean;
}

const TARGETS: Target[] = [
  { path: '/', name: 'Página de vendas (/)', budgeted: true, budgetJs: true },
  { path: '/quiz', name: 'Teste rápido (/quiz)', budgeted: true, budgetJs: false },
  { path: '/lp', name: 'Página de vídeo (/lp)', budgeted: false, budgetJs: true },
  { path: '/upsell-onda-genial', name: 'Upsell (/upsell-onda-genial)', budgeted: false, budgetJs: true },
  // What any screen of the React SPA costs on the same phone: why the sales pages are prerendered.
  {
    path: '/pagina-que-nao-existe',
    name: 'Referência: uma rota do SPA React (404)',
    budgeted: false,
    budgetJs: false,
  },
];

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

function summarise(measurements: Measurement[]): Measurement {
  const byLcp = [...measurements].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor(byLcp.length / 2)] ?? byLcp[0];
  if (middle === undefined) throw new Error('Nenhuma medição.');
  return {
    ...middle,
    lcpMs: median(measurements.map((m) => m.lcpMs)),
    cls: median(measurements.map((m) => m.cls)),
    tbtMs: median(measurements.map((m) => m.tbtMs)),
    jsBytes: median(measurements.map((m) => m.jsBytes)),
  };
}

async function main(): Promise<number> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('A compilação do cliente falhou.');
  }
  const server = await startServer({ NODE_ENV: 'production', SEED_DEMO: 'false' });
  const browser = await launchBrowser();
  let failed = false;
  try {
    process.stdout.write(
      `\nbench:web · Chromium, 360×740 DPR 2, 4G lento (150 ms, 1,6 Mbit/s ↓, 750 kbit/s ↑), CPU 4× mais lenta, ${runs} carga(s) a frio por página (mediana)\n`,
    );
    for (const target of TARGETS) {
      const measurements: Measurement[] = [];
      for (let run = 0; run < runs; run += 1)
        measurements.push(await measurePage(browser, `${server.url}${target.path}`));
      const result = summarise(measurements);
      process.stdout.write(`\n${target.name}${target.budgeted ? '' : ' — informativo'}\n`);
      for (const check of checks(result, target.budgetJs)) {
        const mark = check.ok ? 'ok ' : target.budgeted ? 'ACIMA' : 'acima';
        process.stdout.write(
          `  ${mark.padEnd(5)} ${check.label.padEnd(10)} ${check.value.padStart(12)}   orçamento ${check.budget}\n`,
        );
        if (!check.ok && target.budgeted) failed = true;
      }
      process.stdout.write(`        elemento do LCP: ${result.lcpElement ?? '—'}\n`);
      for (const script of result.scripts) {
        process.stdout.write(
          `        ${new URL(script.url).pathname} ${(script.bytes / 1024).toFixed(1)} KB (${script.encoding})\n`,
        );
      }
      for (const violation of result.axeViolations) process.stdout.write(`        axe: ${violation}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(failed ? '\nAlgum orçamento estourou.\n' : '\nTodos os orçamentos cumpridos.\n');
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
