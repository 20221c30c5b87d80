// `npm run bench:web`: the performance budget on a cheap phone, for the sales pages (issue 7) and the app's
// screens (issue 23 item 7). Builds the client into a directory of its own (BENCH_DIST, default
// $TMPDIR/detox-bench-web-dist; client/dist is rebuilt by every e2e run in this checkout) unless
// BENCH_SKIP_BUILD=1 (then that build is reused), starts the app on that build (CLIENT_DIST), and
// loads each page cold (new browser context: no HTTP cache, no service worker) in Chromium with phone emulation
// (360×740), 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up and 4× CPU throttling. Prints, against their
// budgets: the moment the screen's content is visible (app screens) and, beside it, when the app's own screen is in place
// (the same, except for a screen prerendered in its HTML: /login), LCP, CLS, TBT, the bytes transferred by
// kind (JS, CSS, fonts, other) and the axe-core result. BENCH_RUNS (default 3) loads per page: the median is
// the figure, with the spread (lowest–highest run). BENCH_ONLY=app|sales measures one group. Exits 1 when a
// budgeted figure is over.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '../browser.ts';
import { repoRoot, startServer } from '../server.ts';
import { type PageBudget, rowsFor, salesPageBudget } from './budgets.ts';
import { CPU_SLOWDOWN, type Measurement, measurePage, SLOW_4G } from './measure-page.ts';
import { signedInSubscriber } from './subscriber.ts';

interface Target {
  path: string;
  name: string;
  group: 'sales' | 'app';
  /** Budgeted pages fail the run when over; the others are printed for comparison. */
  budgeted: boolean;
  budget: PageBudget;
  /** Signed in as a new subscriber (day 1). */
  session?: boolean;
  /** Selectors that must all be painted for "content visible". */
  content?: string[];
}

const KB = 1024;

const TARGETS: Target[] = [
  {
    path: '/',
    name: 'Página de vendas (/)',
    group: 'sales',
    budgeted: true,
    budget: salesPageBudget(true),
  },
  {
    path: '/quiz',
    name: 'Teste rápido (/quiz)',
    group: 'sales',
    budgeted: true,
    budget: salesPageBudget(false),
  },
  {
    path: '/lp',
    name: 'Página de vídeo (/lp)',
    group: 'sales',
    budgeted: false,
    budget: salesPageBudget(true),
  },
  {
    path: '/upsell-onda-genial',
    name: 'Upsell (/upsell-onda-genial)',
    group: 'sales',
    budgeted: false,
    budget: salesPageBudget(true),
  },
  // What any screen of the React SPA costs on the same phone: why the sales pages are prerendered.
  {
    path: '/pagina-que-nao-existe',
    name: 'Referência: uma rota do SPA React (404)',
    group: 'sales',
    budgeted: false,
    budget: salesPageBudget(false),
  },
  // Issue 23 item 7: the sign-in screen within 2 s, the signed-in subscriber's screens within 2.5 s. The byte budgets
  // are ceilings against growth, set at the end of that issue a few KB above what each screen then moved (login
  // 195.6 KB, /app 236.5, day 1 253.2, /progress 241.6, gzip, 5 quiet runs): a screen that needs more pays for it
  // elsewhere. They are not the figures at filing (login 182 KB, dashboard 207 KB), which the screens
  // passed when dark mode, the navigation bar, the progress screen and the prompts came.
  {
    path: '/login',
    name: 'Entrar (/login)',
    group: 'app',
    budgeted: true,
    budget: { contentVisibleMs: 2000, bytes: { total: 200 * KB } },
    content: ['main h1', 'main input[type="email"]'],
  },
  {
    path: '/app',
    name: 'Dashboard de assinante (/app)',
    group: 'app',
    budgeted: true,
    budget: { contentVisibleMs: 2500, bytes: { total: 245 * KB } },
    session: true,
    // The journey's heading, the progress bar and the way into the current day (day 1).
    content: ['main h1', 'main [role="progressbar"]', 'main a[href="/daily-challenge?day=1"]'],
  },
  {
    path: '/daily-challenge?day=1',
    name: 'Dia 1 (/daily-challenge?day=1)',
    group: 'app',
    budgeted: true,
    budget: { contentVisibleMs: 2500, bytes: { total: 260 * KB } },
    session: true,
    // The day's heading and its first task.
    content: ['main h1', 'main input[type="checkbox"]'],
  },
  {
    path: '/progress',
    name: 'Progresso (/progress)',
    group: 'app',
    budgeted: true,
    budget: { contentVisibleMs: 2500, bytes: { total: 250 * KB } },
    session: true,
    // The heading and the first chart's figure.
    content: ['main h1', 'main figure'],
  },
];

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.env.BENCH_ONLY;
const WEBHOOK_TOKEN = 'bench-web-kirvano-webhook-token-0123456789';

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function printTable(target: Target, measurements: Measurement[]): boolean {
  const rows = rowsFor(measurements, target.budget, target.content !== undefined);
  let failed = false;
  process.stdout.write(`\n${target.name}${target.budgeted ? '' : ' — informativo'}\n`);
  process.stdout.write(
    `        ${pad('medida', 17)}${padLeft('mediana', 10)}  ${pad('faixa', 20)}${pad('orçamento', 12)}razão\n`,
  );
  for (const row of rows) {
    const mark = row.ok ? 'ok ' : target.budgeted ? 'ACIMA' : 'acima';
    if (!row.ok && target.budgeted) failed = true;
    const ratio = row.ratio === null ? '' : `${Math.round(row.ratio * 100)} %`;
    process.stdout.write(
      `  ${pad(mark, 5)} ${pad(row.label, 17)}${padLeft(row.value, 10)}  ${pad(row.spread, 20)}${pad(row.budget, 12)}${ratio}\n`,
    );
  }
  const middle = [...measurements].sort(
    (a, b) => a.contentVisibleMs - b.contentVisibleMs || a.lcpMs - b.lcpMs,
  )[Math.floor(measurements.length / 2)];
  if (middle) {
    process.stdout.write(`        elemento do LCP: ${middle.lcpElement ?? '—'}\n`);
    for (const transfer of middle.transfers.filter((t) => t.kind !== 'other' || t.bytes > 2 * KB)) {
      const { pathname, search } = new URL(transfer.url);
      process.stdout.write(
        `        ${transfer.kind.padEnd(5)} ${pathname}${search} ${(transfer.bytes / KB).toFixed(1)} KB (${transfer.encoding})\n`,
      );
    }
    for (const violation of middle.axeViolations) process.stdout.write(`        axe: ${violation}\n`);
  }
  return failed;
}

async function main(): Promise<number> {
  const dist = process.env.BENCH_DIST ?? join(tmpdir(), 'detox-bench-web-dist');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    // The client's `npm run build`, into `dist`.
    const env = { ...process.env, NODE_ENV: 'production', CLIENT_DIST: dist };
    const client = join(repoRoot, 'client');
    for (const [command, args] of [
      ['npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir']],
      [process.execPath, ['--import', 'tsx', 'src/prerender/prerender.tsx']],
    ] as const) {
      const step = spawnSync(command, args, { cwd: client, env, stdio: 'inherit' });
      if (step.status !== 0) throw new Error('A compilação do cliente falhou.');
    }
  }
  // Development mode only for /dev/outbox.json (the sign-in code of the subscriber); the client is the
  // production build and the static files are served as in production.
  const server = await startServer({
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    KIRVANO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    CLIENT_DIST: dist,
  });
  const browser = await launchBrowser();
  let failed = false;
  try {
    const targets = TARGETS.filter((target) => only === undefined || target.group === only);
    let session: BrowserContextOptions['storageState'];
    if (targets.some((target) => target.session)) {
      session = await signedInSubscriber(browser, server.url, WEBHOOK_TOKEN);
    }
    process.stdout.write(
      `\nbench:web · Chromium, 360×740 DPR 2, ${SLOW_4G.latency} ms, 1,6 Mbit/s ↓, 750 kbit/s ↑, CPU ${CPU_SLOWDOWN}× mais lenta; ` +
        `${runs} carga(s) a frio por página (sem cache, sem service worker): mediana e faixa; bytes transferidos pedindo gzip\n`,
    );
    for (const target of targets) {
      const measurements: Measurement[] = [];
      for (let run = 0; run < runs; run += 1) {
        measurements.push(
          await measurePage(browser, `${server.url}${target.path}`, {
            storageState: target.session ? session : undefined,
            contentMarkers: target.content,
          }),
        );
      }
      if (printTable(target, measurements)) failed = true;
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
