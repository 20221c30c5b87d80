import type { DayProgressDto, ProgressWriteResponse } from '@detox/server/contracts/progress';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/api.ts';
import { MAX_STALE_REREADS } from '../../shared/api/fresh-reads.ts';
import { dayProgress } from '../../testing/day-progress.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { progressReads, progressWrites } from './progress-api.ts';

// The day's cache through the real api slice, its layers and its middleware, with the network held by hand: each
// call waits until the test answers it, in whatever order the network delivers (the journey e2e failed once with a
// ticked task shown unticked for 10 s; these are the orders that could do that).

interface HeldCall {
  url: string;
  body: unknown;
  answer: (data: unknown) => void;
}

let calls: HeldCall[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return new Promise<Response>((resolve) => {
      calls.push({
        url,
        body,
        answer: (data) => {
          resolve(
            new Response(JSON.stringify({ data }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        },
      });
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
}

/** Day 3 with its first `done` tasks ticked, as the server answered it after its event at `second`. */
const dayAt = (done: number, second: number): DayProgressDto =>
  dayProgress({ done, updatedAt: new Date(Date.UTC(2026, 11, 6, 12, 0, second)).toISOString() });

const answerOf = (day: DayProgressDto): ProgressWriteResponse => ({ day, currentDay: 3, isCompleted: false });

/** The call the test has not answered yet whose URL ends with `path`, oldest first. */
async function next(path: string): Promise<HeldCall> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const call = calls.find((candidate) => candidate.url.endsWith(path));
    if (call) {
      calls = calls.filter((candidate) => candidate !== call);
      return call;
    }
    await settle();
  }
  throw new Error(`no call to ${path}`);
}

/** Day 3 as the cache holds it. (The store's state is typed by the bare api slice, before its endpoints were added.) */
function shownDay(store: ReturnType<typeof makeStore>): DayProgressDto | undefined {
  const select = progressReads.endpoints.getDayProgress.select(3);
  return select(store.getState() as Parameters<typeof select>[0]).data;
}

const ticksShown = (store: ReturnType<typeof makeStore>) =>
  shownDay(store)?.tasks.map((task) => task.completed);

/** A store whose day 3 was read once, nothing ticked. */
async function storeWithDay() {
  const store = makeStore();
  const read = store.dispatch(progressReads.endpoints.getDayProgress.initiate(3));
  (await next('/progress/day/3')).answer(dayAt(0, 0));
  await read;
  return store;
}

const tick = (store: ReturnType<typeof makeStore>, n: number) =>
  store.dispatch(
    progressWrites.endpoints.setTask.initiate({
      dayNumber: 3,
      taskId: `day3-${String(n)}`,
      completed: true,
      key: `k${String(n)}`,
    }),
  );

describe("the day's cache", () => {
  it('keeps the ticks answered while a read of the day was out, however many times it was sent again', async () => {
    const store = await storeWithDay();

    // The screen reads the day again (it opened again, the connection came back) and, while that read is out, the
    // subscriber ticks task after task: every answer lands before the read does, and each time the read is sent
    // again (fresh-reads.ts) until it gives up.
    const reread = store.dispatch(progressReads.endpoints.getDayProgress.initiate(3, { forceRefetch: true }));
    for (let n = 1; n <= MAX_STALE_REREADS + 1; n += 1) {
      const readCall = await next('/progress/day/3');
      const write = tick(store, n);
      (await next('/progress/task')).answer(answerOf(dayAt(n, n)));
      await write;
      readCall.answer(dayAt(n - 1, n - 1));
      await settle();
    }
    await reread;
    expect(ticksShown(store)).toEqual([true, true, true, false, false]);
  });

  it('shows the newest answer of a burst of ticks, whichever arrives last', async () => {
    const store = await storeWithDay();

    const first = tick(store, 1);
    const second = tick(store, 2);
    const firstCall = await next('/progress/task');
    const secondCall = await next('/progress/task');
    // The server handled the first tick, then the second; the second's answer reaches the phone first.
    secondCall.answer(answerOf(dayAt(2, 2)));
    await second;
    firstCall.answer(answerOf(dayAt(1, 1)));
    await first;
    expect(ticksShown(store)).toEqual([true, true, false, false, false]);
  });

  it('takes a read that is newer than the answers, and a journey started again after them', async () => {
    const store = await storeWithDay();

    const reread = store.dispatch(progressReads.endpoints.getDayProgress.initiate(3, { forceRefetch: true }));
    const readCall = await next('/progress/day/3');
    const write = tick(store, 1);
    (await next('/progress/task')).answer(answerOf(dayAt(1, 1)));
    await write;
    // Another device ticked the second task after this one's answer: the read sent again brings both.
    readCall.answer(dayAt(0, 0));
    (await next('/progress/day/3')).answer(dayAt(2, 5));
    await reread;
    expect(ticksShown(store)).toEqual([true, true, false, false, false]);

    // A read that brings the same day again keeps the cached objects: nothing on screen renders again.
    const shown = shownDay(store);
    const same = store.dispatch(progressReads.endpoints.getDayProgress.initiate(3, { forceRefetch: true }));
    (await next('/progress/day/3')).answer(dayAt(2, 5));
    await same;
    expect(shownDay(store)).toBe(shown);

    // The journey was started again: the day has no ticks and no time of its own any more.
    const afterRestart = store.dispatch(
      progressReads.endpoints.getDayProgress.initiate(3, { forceRefetch: true }),
    );
    (await next('/progress/day/3')).answer(dayProgress({ done: 0 }));
    await afterRestart;
    expect(ticksShown(store)).toEqual([false, false, false, false, false]);
  });
});
