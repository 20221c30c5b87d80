import { describe, expect, it, vi } from 'vitest';
import { keyed, outboxEntry } from '../../testing/outbox-entries.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import type { ApiResult } from '../api/api-response.ts';
import type { ApiRequest } from '../api/base-query.ts';
import { createOutboxStore, OUTBOX_PREFIX } from './outbox-store.ts';
import { replayOutbox } from './replay.ts';

describe('outbox store', () => {
  it('lists one user entries in the order the actions were made, skipping damaged ones', () => {
    const storage = memoryStorage();
    const store = createOutboxStore(storage);
    const request = keyed('/progress/task', { dayNumber: 1, taskId: '1', completed: true }, 'x');
    store.put(outboxEntry('b', 'task', request, { enqueuedAt: 2000 }));
    store.put(outboxEntry('a', 'task', request, { enqueuedAt: 1000, order: 2 }));
    store.put(outboxEntry('c', 'task', request, { enqueuedAt: 1000, order: 1 }));
    store.put(outboxEntry('d', 'task', request, { userId: 'other' }));
    storage.setItem(`${OUTBOX_PREFIX}broken`, '{not json');
    expect(store.list('u1').map((item) => item.key)).toEqual(['c', 'a', 'b']);
    store.update('a', { state: 'refused', message: 'Não.' });
    expect(store.get('a')).toMatchObject({ state: 'refused', message: 'Não.' });
    store.remove('c');
    expect(store.list('u1').map((item) => item.key)).toEqual(['a', 'b']);
  });

  it('tells its listeners about every change', () => {
    const store = createOutboxStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.put(outboxEntry('a', 'task', keyed('/progress/task', {}, 'a')));
    store.remove('a');
    unsubscribe();
    store.put(outboxEntry('b', 'task', keyed('/progress/task', {}, 'b')));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('replay', () => {
  function queue() {
    const outbox = createOutboxStore(memoryStorage());
    outbox.put(outboxEntry('a', 'task', keyed('/progress/task', { dayNumber: 1 }, 'a'), { enqueuedAt: 1 }));
    outbox.put(
      outboxEntry('b', 'complete-day', keyed('/progress/complete-day', { dayNumber: 1 }, 'b'), {
        enqueuedAt: 2,
      }),
    );
    outbox.put(
      outboxEntry('c', 'reflection', keyed('/progress/reflection', { dayNumber: 1 }, 'c'), { enqueuedAt: 3 }),
    );
    return outbox;
  }

  it('sends in order, keeps refusals for the subscriber to read, and stops when the connection drops', async () => {
    const outbox = queue();
    const sent: string[] = [];
    const answers: ApiResult[] = [
      { data: {} },
      { error: { status: 400, message: 'Complete todas as tarefas.' } },
      { error: { status: 'FETCH_ERROR', message: 'x' } },
    ];
    const send = (request: ApiRequest) => {
      sent.push(request.url);
      return Promise.resolve(answers.shift() ?? { data: {} });
    };
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 10 })).toBe('offline');
    expect(sent).toEqual(['/progress/task', '/progress/complete-day', '/progress/reflection']);
    expect(outbox.list('u1').map((item) => [item.key, item.state, item.message])).toEqual([
      ['b', 'refused', 'Complete todas as tarefas.'],
      ['c', 'queued', undefined],
    ]);
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 10 })).toBe('done');
    expect(sent.at(-1)).toBe('/progress/reflection');
    expect(outbox.list('u1').map((item) => item.key)).toEqual(['b']);
  });

  it('shows a 409 refusal, and resends later a 409 concurrent write or a 5xx with the same key', async () => {
    const outbox = queue();
    const sent: ApiRequest[] = [];
    const answers: ApiResult[] = [
      { error: { status: 409, message: 'O Dia 2 ainda está bloqueado.', reason: 'day_locked' } },
      {
        error: {
          status: 409,
          message: 'Outra ação sua foi registrada ao mesmo tempo. Tente novamente.',
          reason: 'concurrent_write',
        },
      },
      { data: {} },
      { error: { status: 503, message: 'Indisponível' } },
      { data: {} },
    ];
    const send = (request: ApiRequest) => {
      sent.push(request);
      return Promise.resolve(answers.shift() ?? { data: {} });
    };
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 10 })).toBe('offline');
    expect(outbox.list('u1').map((item) => [item.key, item.state, item.message])).toEqual([
      ['a', 'refused', 'O Dia 2 ainda está bloqueado.'],
      ['b', 'queued', undefined],
      ['c', 'queued', undefined],
    ]);
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 20 })).toBe('offline');
    expect(outbox.list('u1').map((item) => [item.key, item.state])).toEqual([
      ['a', 'refused'],
      ['c', 'queued'],
    ]);
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 30 })).toBe('done');
    expect(outbox.list('u1').map((item) => item.key)).toEqual(['a']);
    // Each resend carried its action's own key, and when the action was made (X-Queued-At).
    expect(sent.map((request) => request.headers?.['Idempotency-Key'])).toEqual(['a', 'b', 'b', 'c', 'c']);
    expect(sent.map((request) => request.headers?.['X-Queued-At'])).toEqual(
      [1, 2, 2, 3, 3].map((ms) => new Date(ms).toISOString()),
    );
  });

  it('leaves a recent send to the tab making it, and resends one abandoned mid-request', async () => {
    const outbox = createOutboxStore(memoryStorage());
    outbox.put(
      outboxEntry('a', 'task', keyed('/progress/task', {}, 'a'), { state: 'sending', attemptAt: 1000 }),
    );
    const send = vi.fn(() => Promise.resolve<ApiResult>({ data: {} }));
    await replayOutbox({ outbox, userId: 'u1', send, now: () => 2000 });
    expect(send).not.toHaveBeenCalled();
    await replayOutbox({ outbox, userId: 'u1', send, now: () => 60_000 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing while another tab holds the lock, and keeps a 401 waiting', async () => {
    const outbox = queue();
    const send = vi.fn(() =>
      Promise.resolve<ApiResult>({ error: { status: 401, message: 'Sessão expirada' } }),
    );
    const busyLocks = {
      request: (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback(null)),
    } as unknown as LockManager;
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 10, locks: busyLocks })).toBe('busy');
    expect(send).not.toHaveBeenCalled();
    expect(await replayOutbox({ outbox, userId: 'u1', send, now: () => 10 })).toBe('offline');
    expect(outbox.list('u1').map((item) => item.state)).toEqual(['queued', 'queued', 'queued']);
  });
});
