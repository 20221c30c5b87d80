import type { DayProgressDto } from '@detox/server/contracts/progress';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../shared/api/api-response.ts';
import type { ApiArgs, ApiRequest } from '../../shared/api/base-query.ts';
import { queuedError, withOffline } from '../../shared/offline/offline-base-query.ts';
import { isSnapshotRead, outboxKindOf } from '../../shared/offline/offline-routes.ts';
import { dayProgress } from '../../testing/day-progress.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { createOutboxStore, type OutboxEntry, OUTBOX_PREFIX } from '../../shared/offline/outbox-store.ts';
import { changedKinds } from './offline-sync.tsx';
import { overlayPending } from '../../shared/offline/pending-overlay.ts';
import { replayOutbox } from '../../shared/offline/replay.ts';
import { createSnapshotStore } from '../../shared/offline/snapshot-store.ts';

const keyed = (url: string, body: unknown, key: string, method: 'POST' | 'PUT' = 'POST'): ApiRequest => ({
  url,
  method,
  body,
  headers: { 'Idempotency-Key': key },
});

const day = (overrides: Partial<DayProgressDto> = {}) => dayProgress({ status: 'available', ...overrides });

function entry(key: string, request: ApiRequest, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key,
    userId: 'u1',
    kind: outboxKindOf(request) ?? 'task',
    request,
    enqueuedAt: 1000,
    order: 1,
    state: 'queued',
    ...overrides,
  };
}

describe('offline routes', () => {
  it('keeps the reads the screens show, not support or admin reads', () => {
    expect(isSnapshotRead({ url: '/progress' })).toBe(true);
    expect(isSnapshotRead({ url: '/progress/day/4' })).toBe(true);
    expect(isSnapshotRead({ url: '/weekly-challenge/questionnaire/4' })).toBe(true);
    expect(isSnapshotRead({ url: '/ai/saved-guidance?dayNumber=2' })).toBe(true);
    expect(isSnapshotRead({ url: '/support/users?email=a' })).toBe(false);
    expect(isSnapshotRead({ url: '/debug/status' })).toBe(false);
  });

  it('queues only the subscriber actions that carry an Idempotency-Key', () => {
    expect(outboxKindOf(keyed('/progress/task', {}, 'k'))).toBe('task');
    expect(outboxKindOf(keyed('/progress/complete-day', {}, 'k'))).toBe('complete-day');
    expect(outboxKindOf(keyed('/weekly-challenge/2/progress', {}, 'k', 'PUT'))).toBe('weekly-task');
    expect(outboxKindOf(keyed('/ai/saved-guidance/abc', {}, 'k', 'PUT'))).toBe('guidance');
    expect(outboxKindOf({ url: '/progress/task', method: 'POST', body: {} })).toBeNull();
    expect(outboxKindOf(keyed('/progress/restart', {}, 'k'))).toBeNull();
    expect(outboxKindOf(keyed('/ai/chat', {}, 'k'))).toBeNull();
  });
});

describe('outbox store', () => {
  it('lists one user entries in the order the actions were made, skipping damaged ones', () => {
    const storage = memoryStorage();
    const store = createOutboxStore(storage);
    const request = keyed('/progress/task', { dayNumber: 1, taskId: '1', completed: true }, 'x');
    store.put(entry('b', request, { enqueuedAt: 2000 }));
    store.put(entry('a', request, { enqueuedAt: 1000, order: 2 }));
    store.put(entry('c', request, { enqueuedAt: 1000, order: 1 }));
    store.put(entry('d', request, { userId: 'other' }));
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
    store.put(entry('a', keyed('/progress/task', {}, 'a')));
    store.remove('a');
    unsubscribe();
    store.put(entry('b', keyed('/progress/task', {}, 'b')));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('pending overlay', () => {
  it('lays pending ticks, the reflection, the audio, the questionnaire and completion over a day', () => {
    const pending = [
      entry('1', keyed('/progress/task', { dayNumber: 3, taskId: 'day3-2', completed: true }, '1')),
      entry('2', keyed('/progress/reflection', { dayNumber: 3, reflection: 'Dormi melhor.' }, '2')),
      entry('3', keyed('/progress/audio', { dayNumber: 3, audioPlayed: true, listenedFraction: 0.9 }, '3')),
      entry('4', keyed('/weekly-challenge/questionnaire/save', { dayNumber: 3, responses: [] }, '4')),
      entry('5', keyed('/progress/complete-day', { dayNumber: 3 }, '5')),
      entry('6', keyed('/progress/task', { dayNumber: 4, taskId: '1', completed: true }, '6')),
      entry('7', keyed('/progress/task', { dayNumber: 3, taskId: 'day3-3', completed: true }, '7'), {
        state: 'refused',
      }),
    ];
    const shown = overlayPending('/progress/day/3', day(), pending) as DayProgressDto;
    expect(shown.tasks.filter((task) => task.completed).map((task) => task.id)).toEqual(['day3-2']);
    expect(shown.totals.tasks).toBe(20);
    expect(shown).toMatchObject({
      reflection: 'Dormi melhor.',
      audioPlayed: true,
      audioListened: 0.9,
      questionnaireAnswered: true,
      completed: true,
      status: 'completed',
      completedAt: new Date(1000).toISOString(),
    });
  });

  it('answers the last pending questionnaire, and leaves other reads alone', () => {
    const responses = [{ questionId: 'q1', selectedOptions: ['a'] }];
    const pending = [
      entry('1', keyed('/weekly-challenge/questionnaire/save', { dayNumber: 2, responses }, '1')),
    ];
    expect(
      overlayPending(
        '/weekly-challenge/questionnaire/2',
        { dayNumber: 2, responses: [], completedAt: null },
        pending,
      ),
    ).toEqual({ dayNumber: 2, responses, completedAt: new Date(1000).toISOString() });
    const other = { dayNumber: 5, responses: [], completedAt: null };
    expect(overlayPending('/weekly-challenge/questionnaire/5', other, pending)).toBe(other);
    expect(overlayPending('/me', { id: 'u1' }, pending)).toEqual({ id: 'u1' });
  });

  it('applies favourite and notes edits to saved guidance', () => {
    const pending = [
      entry('1', keyed('/ai/saved-guidance/g%201', { isFavorite: true }, '1', 'PUT')),
      entry('2', keyed('/ai/saved-guidance/g%201', { notes: 'Rever amanhã' }, '2', 'PUT')),
    ];
    const list = {
      guidance: [
        { id: 'g 1', isFavorite: false, notes: '' },
        { id: 'g2', isFavorite: false },
      ],
    };
    expect(overlayPending('/ai/saved-guidance', list, pending)).toEqual({
      guidance: [
        { id: 'g 1', isFavorite: true, notes: 'Rever amanhã' },
        { id: 'g2', isFavorite: false },
      ],
    });
  });
});

function harness(options: { online?: boolean } = {}) {
  const storage = memoryStorage();
  const outbox = createOutboxStore(storage);
  const snapshots = createSnapshotStore(storage);
  const state = { online: options.online ?? true, now: 5000 };
  const inner = vi.fn<(args: ApiArgs) => Promise<ApiResult>>();
  const query = withOffline((args) => inner(args), {
    outbox,
    snapshots,
    userId: () => 'u1',
    online: () => state.online,
    now: () => state.now,
  });
  const call = (type: 'query' | 'mutation', args: ApiArgs) =>
    Promise.resolve(query(args, { type } as BaseQueryApi, {}));
  return { outbox, snapshots, state, inner, call };
}

describe('offline base query', () => {
  it('keeps the last answer of a read and shows it, with pending actions, when offline', async () => {
    const { inner, call, state, outbox } = harness();
    inner.mockResolvedValueOnce({ data: day() });
    expect(await call('query', '/progress/day/3')).toEqual({ data: day() });
    state.online = false;
    outbox.put(entry('k', keyed('/progress/task', { dayNumber: 3, taskId: 'day3-1', completed: true }, 'k')));
    const offline = await call('query', '/progress/day/3');
    expect((offline.data as DayProgressDto).tasks[0]?.completed).toBe(true);
    expect(inner).toHaveBeenCalledTimes(1);
    expect((await call('query', '/progress/day/9')).error?.status).toBe('FETCH_ERROR');
  });

  it('answers a read from the device when the connection drops, but passes a server error on', async () => {
    const { inner, call } = harness();
    inner.mockResolvedValueOnce({ data: day() });
    await call('query', '/progress/day/3');
    inner.mockResolvedValueOnce({ error: { status: 'TIMEOUT_ERROR', message: 'x' } });
    expect(await call('query', '/progress/day/3')).toEqual({ data: day() });
    inner.mockResolvedValueOnce({ error: { status: 500, message: 'Erro interno' } });
    expect((await call('query', '/progress/day/3')).error?.status).toBe(500);
  });

  it('queues a write made offline without sending it', async () => {
    const { inner, call, outbox } = harness({ online: false });
    const request = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: true }, 'k1');
    expect(await call('mutation', request)).toEqual({ error: queuedError('k1') });
    expect(inner).not.toHaveBeenCalled();
    expect(outbox.list('u1')).toMatchObject([{ key: 'k1', state: 'queued', kind: 'task' }]);
  });

  it('sends a write online and forgets it once answered, a 503 included', async () => {
    const { inner, call, outbox } = harness();
    inner.mockImplementationOnce(() => {
      expect(outbox.list('u1')).toMatchObject([{ key: 'k1', state: 'sending' }]);
      return Promise.resolve({ data: { ok: true } });
    });
    expect(await call('mutation', keyed('/progress/complete-day', { dayNumber: 3 }, 'k1'))).toEqual({
      data: { ok: true },
    });
    inner.mockResolvedValueOnce({ error: { status: 503, message: 'Indisponível' } });
    const failed = await call('mutation', keyed('/progress/complete-day', { dayNumber: 3 }, 'k2'));
    expect(failed.error?.status).toBe(503);
    expect(outbox.list('u1')).toEqual([]);
  });

  it('queues a write whose connection dropped, and later writes behind it', async () => {
    const { inner, call, outbox } = harness();
    inner.mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', message: 'x' } });
    expect(
      await call('mutation', keyed('/progress/reflection', { dayNumber: 3, reflection: 'a' }, 'k1')),
    ).toEqual({
      error: queuedError('k1'),
    });
    expect(
      await call('mutation', keyed('/progress/audio', { dayNumber: 3, audioPlayed: true }, 'k2')),
    ).toEqual({
      error: queuedError('k2'),
    });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outbox.list('u1').map((item) => [item.key, item.state])).toEqual([
      ['k1', 'queued'],
      ['k2', 'queued'],
    ]);
  });

  it('queues a write made while an older one is being replayed, so the two keep their order', async () => {
    const { inner, call, outbox } = harness();
    const older = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: true }, 'old');
    outbox.put(entry('old', older, { state: 'sending', waited: true, attemptAt: 4999 }));
    const newer = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: false }, 'new');
    expect(await call('mutation', newer)).toEqual({ error: queuedError('new') });
    expect(inner).not.toHaveBeenCalled();
    expect(outbox.list('u1').map((item) => item.key)).toEqual(['old', 'new']);
  });

  it('passes a 409 on to the screen, with the server message, and keeps nothing', async () => {
    const { inner, call, outbox } = harness();
    const conflict = {
      status: 409,
      message: 'Outra ação sua foi registrada ao mesmo tempo. Tente novamente.',
      reason: 'concurrent_write',
    };
    inner.mockResolvedValueOnce({ error: conflict });
    const request = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: true }, 'k1');
    expect(await call('mutation', request)).toEqual({ error: conflict });
    expect(outbox.list('u1')).toEqual([]);
  });

  it('sends other writes straight through', async () => {
    const { inner, call, outbox } = harness({ online: false });
    inner.mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', message: 'x' } });
    const result = await call('mutation', { url: '/ai/chat', method: 'POST', body: { message: 'oi' } });
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(outbox.list('u1')).toEqual([]);
  });
});

describe('replay', () => {
  function queue() {
    const outbox = createOutboxStore(memoryStorage());
    outbox.put(entry('a', keyed('/progress/task', { dayNumber: 1 }, 'a'), { enqueuedAt: 1 }));
    outbox.put(entry('b', keyed('/progress/complete-day', { dayNumber: 1 }, 'b'), { enqueuedAt: 2 }));
    outbox.put(entry('c', keyed('/progress/reflection', { dayNumber: 1 }, 'c'), { enqueuedAt: 3 }));
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
    // Each resend carried its action's own key.
    expect(sent.map((request) => request.headers?.['Idempotency-Key'])).toEqual(['a', 'b', 'b', 'c', 'c']);
  });

  it('leaves a recent send to the tab making it, and resends one abandoned mid-request', async () => {
    const outbox = createOutboxStore(memoryStorage());
    outbox.put(entry('a', keyed('/progress/task', {}, 'a'), { state: 'sending', attemptAt: 1000 }));
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

describe('screen refresh after outbox changes', () => {
  const task = keyed('/progress/task', { dayNumber: 1 }, 'a');
  const guidance = keyed('/ai/saved-guidance/g1', { isFavorite: true }, 'b', 'PUT');

  it('ignores an action sent at once, and refreshes for one queued, replayed or refused', () => {
    const direct = entry('a', task, { state: 'sending', attemptAt: 1000 });
    expect(changedKinds(new Map([['a', direct]]), [])).toEqual(new Set());
    expect(changedKinds(new Map([['a', direct]]), [{ ...direct, state: 'queued', waited: true }])).toEqual(
      new Set(['task']),
    );
    const replaying = entry('b', guidance, { state: 'sending', waited: true, attemptAt: 2000 });
    expect(changedKinds(new Map([['b', replaying]]), [])).toEqual(new Set(['guidance']));
    expect(changedKinds(new Map([['b', replaying]]), [{ ...replaying, state: 'refused' }])).toEqual(
      new Set(['guidance']),
    );
  });
});
