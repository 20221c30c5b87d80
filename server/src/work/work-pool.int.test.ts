import { getPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkQueueFullError } from './work-errors.ts';
import { createWorkPool, type WorkPool } from './work-pool.ts';

/** Real child processes (src/testing/spin.worker.ts, TypeScript loaded by the process itself) under Vitest. */
type Spin = WorkPool<
  { ms: number; fail?: boolean; crash?: boolean; report?: boolean },
  { pid: number; niceValues: number[]; mallocTunables: string | undefined },
  string
>;

const pools: Spin[] = [];
function spinPool(threads: number, queueLimit: number, idleMs?: number): Spin {
  const pool: Spin = createWorkPool({
    filename: new URL('../testing/spin.worker.ts', import.meta.url),
    threads,
    queueLimit,
    ...(idleMs === undefined ? {} : { idleMs }),
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('the work pool', () => {
  it('runs a job in a process whose every thread has the lowest priority, while this thread keeps answering', async () => {
    const priority = getPriority(); // 0, unless the suite itself was started under `nice`
    const pool = spinPool(1, 4);
    await pool.run({ ms: 1 }); // the process starts (and loads TypeScript) outside the measure
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const result = await pool.run({ ms: 600 });
    delay.disable();
    expect(result.pid).not.toBe(process.pid);
    // Every thread of the child at nice 19, V8's own among them (more than the main thread); this one untouched.
    expect(result.niceValues.length).toBeGreaterThan(1);
    expect(new Set(result.niceValues)).toEqual(new Set([19]));
    expect(getPriority()).toBe(priority);
    // 600 ms of CPU elsewhere; here, timers stay on time (a loaded CI machine is given room).
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it("starts its processes with glibc's tunables for memory, or with the server's own when it has them", async () => {
    const own = process.env.GLIBC_TUNABLES;
    try {
      delete process.env.GLIBC_TUNABLES; // as `npm start` runs: the server itself without them
      const plain = await spinPool(1, 1, 0).run({ ms: 1 });
      expect(plain.mallocTunables).toBe(
        'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072',
      );
      process.env.GLIBC_TUNABLES = 'glibc.malloc.arena_max=1';
      const chosen = await spinPool(1, 1, 0).run({ ms: 1 });
      expect(chosen.mallocTunables).toBe('glibc.malloc.arena_max=1');
    } finally {
      if (own === undefined) delete process.env.GLIBC_TUNABLES;
      else process.env.GLIBC_TUNABLES = own;
    }
  });

  it('bounds its queue: one job more than the processes and the queue hold is refused at once', async () => {
    const pool = spinPool(1, 1);
    const running = pool.run({ ms: 400 });
    const waiting = pool.run({ ms: 1 });
    expect([pool.running, pool.waiting]).toEqual([1, 1]);
    const refused = await settled(pool.run({ ms: 1 }));
    expect(refused).toMatchObject({ error: expect.any(WorkQueueFullError) as unknown });
    const { error } = refused as { error: WorkQueueFullError };
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(5);
    await Promise.all([running, waiting]);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('drops a waiting job whose caller left, and stops a running one, then goes on', async () => {
    const pool = spinPool(1, 4);
    await pool.run({ ms: 1 });
    const runningCaller = new AbortController();
    const waitingCaller = new AbortController();
    const started = performance.now();
    const running = settled(pool.run({ ms: 20_000 }, { signal: runningCaller.signal }));
    const waiting = settled(pool.run({ ms: 20_000 }, { signal: waitingCaller.signal }));
    const next = pool.run({ ms: 1 });
    waitingCaller.abort();
    expect(await waiting).toMatchObject({ error: { name: 'AbortError' } });
    expect(pool.waiting).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    runningCaller.abort();
    expect(await running).toMatchObject({ error: { name: 'AbortError' } });
    // The next job runs in a fresh process, long before the stopped one's 20 s.
    expect((await next).niceValues).toContain(19);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('says when it is idle, and a failing job fails only its caller', async () => {
    const pool = spinPool(1, 4);
    const failing = settled(pool.run({ ms: 1, fail: true }));
    const after = pool.run({ ms: 50 });
    let idle = false;
    const whenIdle = pool.whenIdle().then(() => (idle = true));
    expect(await failing).toMatchObject({ error: { message: 'falhou de propósito' } });
    await after;
    await whenIdle;
    expect(idle).toBe(true);
  });
});

describe('the processes', () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const until = async (condition: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!condition() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    return condition();
  };

  it('keeps one process for the jobs that follow, and lets it go when idle', async () => {
    const pool = spinPool(1, 4, 400);
    const first = await pool.run({ ms: 1 });
    expect((await pool.run({ ms: 1 })).pid).toBe(first.pid);
    expect(await until(() => !alive(first.pid), 5_000)).toBe(true);
    expect((await pool.run({ ms: 1 })).pid).not.toBe(first.pid);
  });

  it('fails only the job whose process died, and starts another for the next', async () => {
    const pool = spinPool(1, 4);
    const crashed = settled(pool.run({ ms: 1, crash: true }));
    const next = pool.run({ ms: 1 });
    expect(await crashed).toMatchObject({ error: { message: 'o processo de trabalho terminou (3)' } });
    expect((await next).niceValues).toContain(19);
  });

  it('ends its processes when closed', async () => {
    const pool = spinPool(2, 4);
    const pids = (await Promise.all([pool.run({ ms: 200 }), pool.run({ ms: 200 })])).map(
      (result) => result.pid,
    );
    expect(new Set(pids).size).toBe(2);
    await pool.close();
    expect(pids.filter(alive)).toEqual([]);
  });
});

describe('background work (made ahead, before anyone asks)', () => {
  it("gives its process up to a person's job at once, then runs again from the start", async () => {
    const pool = spinPool(1, 4);
    await pool.run({ ms: 1 });
    const order: string[] = [];
    const background = pool
      .run({ ms: 4_000 }, { background: () => true, kind: 'warm-up' })
      .then(() => order.push('background'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = performance.now();
    await pool.run({ ms: 1 }).then(() => order.push('person'));
    // The person waited for a fresh process (about a second under load), never for the 4 s of the warm-up.
    expect(performance.now() - asked).toBeLessThan(3_500);
    await background;
    expect(order).toEqual(['person', 'background']);
  });

  it('is never stopped once it reports progress: run again, it would report its pieces twice', async () => {
    const pool = spinPool(1, 4);
    await pool.run({ ms: 1 });
    const reported: string[] = [];
    const order: string[] = [];
    const background = pool
      .run(
        { ms: 1_500, report: true },
        { background: () => true, onProgress: (value) => reported.push(value) },
      )
      .then(() => order.push('background'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const person = pool.run({ ms: 1 }).then(() => order.push('person'));
    await Promise.all([background, person]);
    expect(order).toEqual(['background', 'person']);
    expect(reported).toEqual(['começou']);
  });

  it('keeps its process once a person waits for the same result, and waits behind people in the queue', async () => {
    const pool = spinPool(1, 4);
    await pool.run({ ms: 1 });
    let someoneWaits = false;
    const order: string[] = [];
    const shared = pool
      .run({ ms: 1_500 }, { background: () => !someoneWaits })
      .then(() => order.push('shared'));
    const queuedAhead = pool.run({ ms: 1 }, { background: () => true }).then(() => order.push('ahead'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    someoneWaits = true;
    const person = pool.run({ ms: 1 }).then(() => order.push('person'));
    await Promise.all([shared, queuedAhead, person]);
    // Not stopped (a person waits for it); the person's job goes before the background one queued first.
    expect(order).toEqual(['shared', 'person', 'ahead']);
  });
});
