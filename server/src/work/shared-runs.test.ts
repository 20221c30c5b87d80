import { describe, expect, it } from 'vitest';
import { createSharedRuns } from './shared-runs.ts';

/** A run that ends when told, and says whether it was aborted. */
function controllable() {
  const made: { signal: AbortSignal; finish: (value: string) => void }[] = [];
  const make = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      made.push({ signal, finish: resolve });
      signal.addEventListener('abort', () => {
        reject(new Error('parado'));
      });
    });
  return { made, make };
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('shared runs', () => {
  it('gives identical asks one run, and each caller its answer', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const first = shared('dia-3', make, new AbortController().signal);
    const second = shared('dia-3', make);
    const other = shared('dia-4', make);
    expect(made).toHaveLength(2);
    made[0]?.finish('três');
    made[1]?.finish('quatro');
    expect(await Promise.all([first, second, other])).toEqual(['três', 'três', 'quatro']);
    // Once done, the next ask makes it again (the caller's cache answers before that).
    void shared('dia-3', make);
    expect(made).toHaveLength(3);
  });

  it('goes on while one caller still waits, and stops when the last one leaves', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const leavesFirst = new AbortController();
    const leavesLast = new AbortController();
    const first = settled(shared('sessão', make, leavesFirst.signal));
    const last = settled(shared('sessão', make, leavesLast.signal));
    leavesFirst.abort();
    expect(await first).toMatchObject({ error: { name: 'AbortError' } });
    expect(made[0]?.signal.aborted).toBe(false);
    leavesLast.abort();
    expect(await last).toMatchObject({ error: { name: 'AbortError' } });
    expect(made[0]?.signal.aborted).toBe(true);
    // A later ask starts afresh.
    void shared('sessão', make);
    expect(made).toHaveLength(2);
  });

  it('never stops a run someone waits for without a signal (the warm-up)', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const person = new AbortController();
    const warmUp = shared('dia-1', make);
    const asked = settled(shared('dia-1', make, person.signal));
    person.abort();
    await asked;
    expect(made[0]?.signal.aborted).toBe(false);
    made[0]?.finish('um');
    expect(await warmUp).toBe('um');
  });

  it('refuses at once a caller who already left', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const gone = AbortSignal.abort();
    expect(await settled(shared('x', make, gone))).toMatchObject({ error: { name: 'AbortError' } });
    expect(made).toHaveLength(0);
  });
});

describe('shared runs kept for a caller coming back (decision 0029, a cut connection)', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('goes on after the last caller left, and one who comes back within the time joins the same run', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const cut = new AbortController();
    const first = settled(shared('sessão', make, cut.signal, 200));
    cut.abort();
    expect(await first).toMatchObject({ error: { name: 'AbortError' } });
    await pause(50);
    expect(made[0]?.signal.aborted).toBe(false);
    const back = shared('sessão', make, new AbortController().signal, 200);
    await pause(300);
    expect(made).toHaveLength(1);
    expect(made[0]?.signal.aborted).toBe(false);
    made[0]?.finish('inteira');
    expect(await back).toBe('inteira');
  });

  it('stops it once nobody came back in that time', async () => {
    const shared = createSharedRuns<string>();
    const { made, make } = controllable();
    const cut = new AbortController();
    void settled(shared('sessão', make, cut.signal, 100));
    cut.abort();
    await pause(30);
    expect(made[0]?.signal.aborted).toBe(false);
    await pause(150);
    expect(made[0]?.signal.aborted).toBe(true);
    void shared('sessão', make);
    expect(made).toHaveLength(2);
  });
});
