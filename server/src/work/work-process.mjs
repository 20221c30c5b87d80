// The first module of every process of the work pool (work-pool.ts, decision 0024). Plain JavaScript on purpose:
// under the loader (npm run dev, Vitest) the jobs module is TypeScript, and this process registers tsx's ESM
// loader itself before importing it; a built jobs module (server/dist/) is imported as it is.
//
// A process, not a thread: on Linux a nice value belongs to each thread, and V8's own threads (its background
// compilation and garbage collection) are shared by every isolate of a process. In a worker thread the heavy work's
// compilation and collection ran on those shared threads at the request thread's priority; here every thread of
// the process is lowered, V8's included, and the whole footprint (eSpeak's WebAssembly, the voice's buffers, the
// isolate) goes back to the system when the process exits.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Lowers every thread of this process to `nice` (threads started later inherit it from the main thread). */
function lowerPriority(nice) {
  if (!nice) return;
  let threads;
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0]; // no /proc: the process itself, where a nice value belongs to the process
  }
  for (const thread of threads) {
    try {
      setPriority(thread, nice);
    } catch {
      // a thread that ended meanwhile, or a system that refuses: the work still runs, only not niced
    }
  }
}

const send = (message) =>
  new Promise((resolve) => {
    if (!process.connected) return resolve();
    process.send(message, undefined, undefined, () => resolve());
  });

/** The jobs module's default export and what the pool hands every job (`data`). */
let jobs;
let data;

process.on('message', async (message) => {
  if (message.type === 'init') {
    lowerPriority(message.nice);
    if (message.module.endsWith('.ts')) {
      const { register } = await import('tsx/esm/api');
      register();
    }
    jobs = (await import(message.module)).default;
    data = message.data;
    await send({ type: 'ready' });
    return;
  }
  if (message.type !== 'run') return;
  const { id, job } = message;
  try {
    const result = await jobs(job, { data, progress: (value) => void send({ type: 'progress', id, value }) });
    await send({ type: 'done', id, result });
  } catch (error) {
    const { name = 'Error', message: text = String(error), stack } = error instanceof Error ? error : {};
    await send({ type: 'failed', id, error: { name, message: text, stack } });
  }
  // What the job left (its audio buffers, the result's copy) goes before the next job starts, not during it: the
  // process's peak was at the start of the next day (work-process-memory.bench.ts). `gc` is there with --expose-gc.
  globalThis.gc?.();
});

// The server went away (or let this process go): nothing is left to do here.
process.on('disconnect', () => process.exit(0));
