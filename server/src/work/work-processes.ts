import { type ChildProcess, fork } from 'node:child_process';
import { BUILT_SERVER_MALLOC_TUNABLES } from '../ops/node-flags.ts';

/**
 * The processes the work pool runs its jobs in (work-pool.ts keeps the queue; decision 0024). Each process runs one
 * job at a time; a process is started when a job finds none free, kept for `idleMs` after its last job, and then
 * let go, so an idle server holds no process (and the memory a voice took goes back to the system with it).
 * Stopping a running job (its caller left, or it gives way to a person) ends its process: a synchronous synthesis
 * cannot be interrupted any other way, and the next job starts a fresh one.
 *
 * Why not a library: piscina runs threads only, and a thread shares V8's compiler and collector threads with the
 * request thread at its priority; workerpool's processes carry their messages as JSON (a 2.6 MB MP3 as an array of
 * numbers) and stay until the pool ends. What is here is `child_process.fork` with V8's serialization, a nice value
 * for every thread of the child (work-process.mjs) and a timer.
 */
interface WorkProcessesOptions {
  /** The jobs module (see WorkPoolOptions.filename). */
  filename: URL;
  nice: number;
  data: unknown;
  idleMs: number;
}

/** What a process says (work-process.mjs). */
type FromProcess =
  | { type: 'ready' }
  | { type: 'progress'; id: number; value: unknown }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; error: { name: string; message: string; stack?: string } };

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  idleTimer?: NodeJS.Timeout | undefined;
}

/**
 * V8's young generation kept small (1 MB semi-spaces instead of up to 16 MB): the voice's pipeline allocates
 * short-lived audio buffers and the collector's young space grew to 32 MB; smaller, it is swept more often and the
 * buffers' memory goes back sooner. Measured (work-process-memory.bench.ts, days 4 and 15, three alternated pairs):
 * the work process's median RSS 131–136 → 125 MB (Pss 97–99 → 89–91), its peak 143–147 → 139–161 (no better),
 * the time to make both days unchanged within the noise. `--expose-gc`: the process collects what a job left once it
 * has answered (work-process.mjs); its peak had been at the start of the next job (21 days in one process: peak
 * 163–166 → 134 MB, median 112–114 → 116). `--heap-growing-percent=25`, as the server sets it (ops/v8-memory.ts):
 * the old generation collected when it has grown a quarter past what survived, not V8's factor of up to 4, which let
 * a day's garbage pile up (session 33, days 4 and 15, two runs each, the same MP3 bytes): peak RSS 129–140 → 87–88
 * MB, median 116–118 → 83 (Pss 87–89 → 54–55); each day about 12 % slower (11–14 → 14–15 s). 10 % did no better.
 */
const WORK_PROCESS_FLAGS = ['--max-semi-space-size=1', '--expose-gc', '--heap-growing-percent=25'];

/** The process entry beside this module: its source under the loader, the bundle's beside the built main.js. */
const entry = new URL(
  import.meta.url.endsWith('.ts') ? './work-process.mjs' : './work-process.js',
  import.meta.url,
);

export function createWorkProcesses(options: WorkProcessesOptions) {
  const free: Slot[] = [];
  const all = new Set<Slot>();
  let nextId = 1;
  let closed = false;

  function end(slot: Slot) {
    clearTimeout(slot.idleTimer);
    all.delete(slot);
    const at = free.indexOf(slot);
    if (at !== -1) free.splice(at, 1);
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
  }

  function start(): Slot {
    const child = fork(entry, [], {
      serialization: 'advanced',
      // The process is the jobs', not the server's: neither the server's flags nor Vitest's. Its own flags:
      execArgv: WORK_PROCESS_FLAGS,
      // glibc's allocator as the built server's (ops/node-flags.ts), also under the loader and in tests, unless the
      // server has its own: the process's RSS peak 155 -> 131-133 MB, median 131 -> 116-117 (bench:work-process,
      // days 4 and 15, session 29; its threads' arenas 22 -> 1 MB); the MP3s are the same bytes.
      env: { ...process.env, GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? BUILT_SERVER_MALLOC_TUNABLES },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromProcess) => {
        if (message.type !== 'ready') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number | null, signal: string | null) => {
        reject(new Error(`o processo de trabalho terminou ao iniciar (${signal ?? code})`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.once('error', reject);
    });
    const slot: Slot = { child, ready };
    all.add(slot);
    child.once('exit', () => {
      end(slot);
    });
    // A message that cannot be sent (the process is gone): its job learns it from 'exit' or from `ready`.
    child.on('error', () => {
      end(slot);
    });
    // A failed start is said to the job that waits on `ready`; the process is gone either way.
    ready.catch(() => {
      end(slot);
    });
    if (child.connected)
      child.send({ type: 'init', module: options.filename.href, nice: options.nice, data: options.data });
    return slot;
  }

  function release(slot: Slot) {
    if (closed || !all.has(slot)) return;
    free.push(slot);
    slot.idleTimer = setTimeout(() => {
      end(slot);
    }, options.idleMs);
    slot.idleTimer.unref();
  }

  return {
    /** Runs `job` in a free process (started if none is), reporting its progress; `signal` stops its process. */
    async run(
      job: unknown,
      signal: AbortSignal | undefined,
      onProgress: ((value: unknown) => void) | undefined,
    ): Promise<unknown> {
      if (closed) throw new DOMException('Serviço encerrando.', 'AbortError');
      const slot = free.pop() ?? start();
      clearTimeout(slot.idleTimer);
      const id = nextId++;
      const { child } = slot;
      let settled = false;
      let failedStart: (error: unknown) => void = () => undefined;
      const outcome = new Promise<unknown>((resolve, reject) => {
        const finish = (settle: () => void, keep: boolean) => {
          if (settled) return;
          settled = true;
          child.off('message', onMessage);
          child.off('exit', onExit);
          signal?.removeEventListener('abort', onAbort);
          if (keep) release(slot);
          else end(slot);
          settle();
        };
        const onMessage = (message: FromProcess) => {
          if (message.type === 'ready' || message.id !== id) return;
          if (message.type === 'progress') onProgress?.(message.value);
          else if (message.type === 'done')
            finish(() => {
              resolve(message.result);
            }, true);
          else
            finish(() => {
              reject(Object.assign(new Error(message.error.message), message.error));
            }, true);
        };
        const onExit = (code: number | null, exitSignal: string | null) => {
          finish(() => {
            reject(new Error(`o processo de trabalho terminou (${exitSignal ?? code})`));
          }, false);
        };
        const onAbort = () => {
          const reason: unknown = signal?.reason;
          finish(() => {
            reject(reason instanceof Error ? reason : new DOMException('Pedido cancelado.', 'AbortError'));
          }, false);
        };
        failedStart = (error) => {
          finish(() => {
            reject(error instanceof Error ? error : new Error('o processo de trabalho não iniciou'));
          }, false);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        if (signal?.aborted) onAbort();
        else signal?.addEventListener('abort', onAbort, { once: true });
      });
      slot.ready.then(
        () => {
          if (!settled && child.connected) child.send({ type: 'run', id, job });
        },
        (error: unknown) => {
          failedStart(error);
        },
      );
      return outcome;
    },
    async close() {
      closed = true;
      const exits = [...all].map(
        (slot) =>
          new Promise<void>((resolve) => {
            if (slot.child.exitCode !== null || slot.child.signalCode !== null) {
              resolve();
              return;
            }
            slot.child.once('exit', () => {
              resolve();
            });
            end(slot);
          }),
      );
      await Promise.all(exits);
    },
  };
}
