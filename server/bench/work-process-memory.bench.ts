// npm run bench:work-process — how much memory the work process takes while it
// makes daily meditations in the local voice (issue 33; decision 0028, session 20). The server is built
// (`npm run build:server`), and the work pool is taken from the build too: server/src/work/heavy-work.ts is bundled
// into server/dist/ beside the production modules (removed at the end), so its work process is forked exactly as
// `node server/dist/main.js` forks it (server/dist/work-process.js, heavy-work.worker.js, the same flags and
// environment). Each run starts a fresh pool and makes BENCH_DAYS (default 4,15) one after the other, as the
// warm-up does; the work process's VmRSS and Pss (/proc/<pid>/smaps_rollup) are sampled every BENCH_SAMPLE_MS
// (default 150) from its first job to the end of its last, and its mappings (/proc/<pid>/smaps) summed by kind
// about every second: the breakdown printed is the sample with the highest RSS. Printed per run: peak and median
// RSS and Pss, the seconds each day took, the SHA-256 of each day's MP3 (the bytes must not change with a
// memory lever), the machine's load average; then the spread over BENCH_RUNS runs (default 3). Pass
// GLIBC_TUNABLES as production sets it; run it under `nice -n 19` on a shared machine.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import { serverBundleOptions } from '../build-options.mjs';
import { meditationForDay } from '@detox/fixtures';
import type { TtsProvider } from '@detox/providers/tts/port';
import { promisedSeconds } from '../src/features/audio/promised-length.ts';
import type { HeavyWork, HeavyWorkOptions } from '../src/work/heavy-work.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAYS = (process.env.BENCH_DAYS ?? '4,15').split(',').map(Number);
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 150);
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(0);

const dist = new URL('../dist/', import.meta.url);
const driver = new URL('heavy-work.bench-driver.js', dist);

/** The server built, and the pool's module bundled beside it so that it forks the built work process. */
async function builtHeavyWork(): Promise<(options: HeavyWorkOptions) => HeavyWork> {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  await build({
    entryPoints: { 'heavy-work.bench-driver': 'server/src/work/heavy-work.ts' },
    ...serverBundleOptions,
    absWorkingDir: new URL('../../', import.meta.url).pathname,
    outdir: dist.pathname,
  });
  const module = (await import(driver.href)) as { createHeavyWork: (options: HeavyWorkOptions) => HeavyWork };
  return module.createHeavyWork;
}

/** The work process: this process's child running server/dist/work-process.js. */
function workProcessPid(): number | undefined {
  for (const task of readdirSync('/proc/self/task')) {
    for (const pid of readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(/\s+/)) {
      if (!pid) continue;
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('work-process.js')) return Number(pid);
      } catch {
        // a child that ended meanwhile
      }
    }
  }
  return undefined;
}

function rollup(pid: number): { rss: number; pss: number } {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  return { rss: field('Rss'), pss: field('Pss') };
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  rss: number;
}

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start = '0', end = '0', perms = '', path = ''] = header;
      list.push({ start: BigInt(`0x${start}`), end: BigInt(`0x${end}`), perms, path: path.trim(), rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = list.at(-1);
    if (rss && last) last.rss = Number(rss[1]) * 1024;
  }
  return list;
}

/**
 * The resident bytes by kind of mapping. A glibc arena other than the main one is a 64 MiB reservation (its used
 * part read-write, the rest inaccessible); a thread's stack is an 8 MiB read-write mapping after a guard page;
 * eSpeak's memory and its data package are ArrayBuffers of their own mapping (glibc maps any allocation over
 * mmap_threshold), told by their size; the rest of the anonymous memory is V8's heap, its code and other buffers.
 */
function breakdown(pid: number): Record<string, number> {
  const exe = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
  const nodePath = execFileSync('readlink', ['-f', `/proc/${pid}/exe`])
    .toString()
    .trim();
  const list = mappings(pid);
  const kinds: Record<string, number> = {};
  const add = (kind: string, bytes: number) => (kinds[kind] = (kinds[kind] ?? 0) + bytes);
  list.forEach((mapping, index) => {
    const size = Number(mapping.end - mapping.start);
    const next = list[index + 1];
    const previous = list[index - 1];
    if (mapping.path === nodePath || mapping.path === exe) add('node binary', mapping.rss);
    else if (mapping.path === '[heap]') add('[heap] (glibc main arena)', mapping.rss);
    else if (mapping.path.startsWith('/')) add('other files (libraries)', mapping.rss);
    else if (mapping.path.startsWith('[stack')) add('stacks', mapping.rss);
    else if (mapping.path) add(mapping.path, mapping.rss);
    else if (
      mapping.perms === 'rw-p' &&
      next?.perms === '---p' &&
      next.start === mapping.end &&
      size + Number(next.end - next.start) === 64 * MB
    )
      add('glibc arenas (threads)', mapping.rss);
    else if (
      mapping.perms === 'rw-p' &&
      (size === 8 * MB || size === 8 * MB - 4096) &&
      previous?.perms === '---p' &&
      previous.end === mapping.start
    )
      add('stacks', mapping.rss);
    else if (size >= 17_104_896 && size <= 17_104_896 + 8192)
      add("eSpeak's memory (17 MB buffer)", mapping.rss);
    else if (size >= 24_014_553 && size <= 24_014_553 + 8192)
      add("eSpeak's data package (24 MB)", mapping.rss);
    else add('anonymous: V8 heap, code, other buffers', mapping.rss);
  });
  return kinds;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)] ?? 0;
const median = (values: number[]) => quantile(values, 0.5);

interface RunFigures {
  readyRss: number;
  peakRss: number;
  medianRss: number;
  p90Rss: number;
  peakPss: number;
  medianPss: number;
  seconds: number[];
  hashes: string[];
  peakKinds: Record<string, number>;
  /** Which day was being made at the peak, and how far into it (s). */
  peakAt: string;
  load: string;
}

async function run(createHeavyWork: (options: HeavyWorkOptions) => HeavyWork): Promise<RunFigures> {
  const work = createHeavyWork({ threads: 1, queueLimit: 8, nice: 19, tts: { ai: 'fake', tts: 'local' } });
  const local: TtsProvider = {
    name: 'local',
    model: 'espeak-ng',
    synthesize: () => Promise.reject(new Error()),
  };
  const tts = work.tts(local);
  const rss: number[] = [];
  const pss: number[] = [];
  let peakRss = 0;
  let peakKinds: Record<string, number> = {};
  let peakAt = '';
  const current = { day: 0, started: performance.now() };
  let lastBreakdown = 0;
  let readyRss = 0;
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      const pid = workProcessPid();
      if (pid !== undefined) {
        try {
          const figures = rollup(pid);
          if (readyRss === 0) readyRss = figures.rss;
          rss.push(figures.rss);
          pss.push(figures.pss);
          if (figures.rss > peakRss || performance.now() - lastBreakdown > 1000) {
            const kinds = breakdown(pid);
            lastBreakdown = performance.now();
            if (figures.rss >= peakRss) peakKinds = kinds;
          }
          if (figures.rss > peakRss)
            peakAt = `day ${String(current.day)}, ${((performance.now() - current.started) / 1000).toFixed(1)} s in`;
          peakRss = Math.max(peakRss, figures.rss);
        } catch {
          // the process ended between two reads
        }
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const seconds: number[] = [];
  const hashes: string[] = [];
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  for (const day of DAYS) {
    const started = performance.now();
    Object.assign(current, { day, started });
    const speech = await tts.synthesize(
      {
        text: meditationForDay(day)?.script ?? '',
        purpose: 'meditation',
        targetSeconds: promisedSeconds(day),
      },
      { background: () => true },
    );
    seconds.push((performance.now() - started) / 1000);
    hashes.push(createHash('sha256').update(speech.bytes).digest('hex').slice(0, 16));
  }
  sampling.on = false;
  await sampler;
  await work.close();
  return {
    readyRss,
    peakRss,
    medianRss: median(rss),
    p90Rss: quantile(rss, 0.9),
    peakPss: Math.max(...pss),
    medianPss: median(pss),
    seconds,
    hashes,
    peakKinds,
    peakAt,
    load,
  };
}

const createHeavyWork = await builtHeavyWork();
console.log(
  `work process memory — days ${DAYS.join(', ')}, ${String(RUNS)} runs, sample ${String(SAMPLE_MS)} ms` +
    (process.env.GLIBC_TUNABLES ? `, GLIBC_TUNABLES=${process.env.GLIBC_TUNABLES}` : ''),
);
const figures: RunFigures[] = [];
try {
  for (let index = 0; index < RUNS; index++) {
    const result = await run(createHeavyWork);
    figures.push(result);
    console.log(
      `run ${String(index + 1)} (load ${result.load}): RSS peak ${mb(result.peakRss)} p90 ${mb(result.p90Rss)} median ${mb(result.medianRss)}` +
        ` · Pss peak ${mb(result.peakPss)} median ${mb(result.medianPss)} MB · first sample ${mb(result.readyRss)} MB` +
        ` · days ${result.seconds.map((value) => value.toFixed(1)).join(' / ')} s` +
        ` (${result.seconds.reduce((sum, value) => sum + value, 0).toFixed(0)} s in all) · mp3 ${result.hashes.join(' ')}`,
    );
    console.log(
      `  at the peak (${result.peakAt}): ${Object.entries(result.peakKinds)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, bytes]) => `${kind} ${(bytes / MB).toFixed(1)}`)
        .join(' · ')}`,
    );
  }
} finally {
  rmSync(driver, { force: true });
}
const spread = (pick: (result: RunFigures) => number) => {
  const values = figures.map(pick);
  return `${mb(Math.min(...values))}–${mb(Math.max(...values))} (median ${mb(median(values))})`;
};
console.log(
  `over ${String(figures.length)} runs, MB: RSS peak ${spread((f) => f.peakRss)}, p90 ${spread((f) => f.p90Rss)},` +
    ` median ${spread((f) => f.medianRss)};` +
    ` Pss peak ${spread((f) => f.peakPss)}, median ${spread((f) => f.medianPss)}`,
);
DAYS.forEach((day, index) => {
  const values = figures.map((result) => result.seconds[index] ?? 0);
  console.log(
    `day ${String(day)}: ${values.map((value) => value.toFixed(1)).join(' / ')} s; mp3 ${[...new Set(figures.map((result) => result.hashes[index]))].join(', ')}`,
  );
});
