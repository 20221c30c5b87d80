import type { DayProgressDto } from '@detox/server/contracts/progress';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../shared/api/api-response.ts';
import type { ApiArgs } from '../../shared/api/base-query.ts';
import { queuedError, withOffline } from '../../shared/offline/offline-base-query.ts';
import { keptOnDevice, type OfflineOptions, queuedInOutbox } from '../../shared/offline/offline-endpoint.ts';
import { createOutboxStore } from '../../shared/offline/outbox-store.ts';
import { createSnapshotStore } from '../../shared/offline/snapshot-store.ts';
import { dayProgress } from '../../testing/day-progress.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { keyed, outboxEntry } from '../../testing/outbox-entries.ts';
import { overlayDay, overlayOverall, overlayQuestionnaire, progressKinds } from './progress-overlay.ts';
import { progressStrings } from './strings.ts';

// The day's reads and writes as progress-api.ts and questionnaire-api.ts declare them, through the offline layer.

const day = (overrides: Partial<DayProgressDto> = {}) => dayProgress({ status: 'available', ...overrides });

const dayRead = keptOnDevice(overlayDay);
const taskWrite = queuedInOutbox({
  kind: progressKinds.task,
  tags: ['Progress'],
  what: progressStrings.outbox.task,
});
const reflectionWrite = queuedInOutbox({
  kind: progressKinds.reflection,
  tags: ['Progress'],
  what: progressStrings.outbox.reflection,
});
const audioWrite = queuedInOutbox({
  kind: progressKinds.audio,
  tags: ['Progress'],
  what: progressStrings.outbox.audio,
});
const completeDayWrite = queuedInOutbox({
  kind: progressKinds.completeDay,
  tags: ['Progress', 'WeeklyChallenge'],
  what: progressStrings.outbox.completeDay,
});

describe('pending overlay', () => {
  it('lays pending ticks, the reflection, the audio, the questionnaire and completion over a day', () => {
    const pending = [
      outboxEntry(
        '1',
        'task',
        keyed('/progress/task', { dayNumber: 3, taskId: 'day3-2', completed: true }, '1'),
      ),
      outboxEntry(
        '2',
        'reflection',
        keyed('/progress/reflection', { dayNumber: 3, reflection: 'Dormi melhor.' }, '2'),
      ),
      outboxEntry(
        '3',
        'audio',
        keyed('/progress/audio', { dayNumber: 3, audioPlayed: true, listenedFraction: 0.9 }, '3'),
      ),
      outboxEntry(
        '4',
        'questionnaire',
        keyed('/weekly-challenge/questionnaire/save', { dayNumber: 3, responses: [] }, '4'),
      ),
      outboxEntry('5', 'complete-day', keyed('/progress/complete-day', { dayNumber: 3 }, '5')),
      outboxEntry('6', 'task', keyed('/progress/task', { dayNumber: 4, taskId: '1', completed: true }, '6')),
      outboxEntry(
        '7',
        'task',
        keyed('/progress/task', { dayNumber: 3, taskId: 'day3-3', completed: true }, '7'),
        {
          state: 'refused',
        },
      ),
    ];
    const shown = overlayDay(
      day(),
      pending.filter((item) => item.state !== 'refused'),
    );
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

  it('answers the last pending questionnaire of its day, and leaves other days alone', () => {
    const responses = [{ questionId: 'q1', selectedOptions: ['a'] }];
    const pending = [
      outboxEntry(
        '1',
        'questionnaire',
        keyed('/weekly-challenge/questionnaire/save', { dayNumber: 2, responses }, '1'),
      ),
    ];
    expect(overlayQuestionnaire({ dayNumber: 2, responses: [], completedAt: null }, pending)).toEqual({
      dayNumber: 2,
      responses,
      completedAt: new Date(1000).toISOString(),
    });
    const other = { dayNumber: 5, responses: [], completedAt: null };
    expect(overlayQuestionnaire(other, pending)).toBe(other);
  });

  it("gives a day's totals and status by the journey's formulas, and leaves a locked day locked", () => {
    const tick = outboxEntry(
      '1',
      'task',
      keyed('/progress/task', { dayNumber: 3, taskId: 'day3-1', completed: true }, '1'),
    );
    // One task of five: tasks 20 %, challenge 1/7 = 14 %, total (0.4·14 + 0.2·20) / 0.9 = 11 %.
    expect(overlayDay(day(), [tick])).toMatchObject({
      status: 'in_progress',
      totals: { tasks: 20, dailyChallenge: 14, questionnaire: 0, total: 11 },
    });
    expect(overlayDay(day({ status: 'locked' }), [tick]).status).toBe('locked');
  });

  it('sums the journey as the server does: the share of its 21 days completed, not of tasks ticked', () => {
    const days = Array.from({ length: 21 }, (_, index) =>
      index < 20
        ? dayProgress({
            dayNumber: index + 1,
            done: 5,
            completed: true,
            questionnaireAnswered: true,
            status: 'completed',
          })
        : dayProgress({ dayNumber: 21, done: 4, status: 'in_progress' }),
    );
    const lastTick = outboxEntry(
      '1',
      'task',
      keyed('/progress/task', { dayNumber: 21, taskId: 'day3-5', completed: true }, '1'),
    );
    const shown = overlayOverall(
      {
        progress: days,
        currentDay: 21,
        isCompleted: false,
        daysCompleted: 20,
        summary: { completedTasks: 104, totalTasks: 105, progressPercentage: 95 },
      },
      [lastTick],
    );
    // Every task ticked, but day 21 not completed: 20 of 21 days (the completion screen waits for 100).
    expect(shown.summary).toEqual({ completedTasks: 105, totalTasks: 105, progressPercentage: 95 });
    expect(shown.daysCompleted).toBe(20);
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
  // Each call declares its offline behaviour as its endpoint would (offline-endpoint.ts).
  const call = (type: 'query' | 'mutation', args: ApiArgs, declared: OfflineOptions = {}) =>
    Promise.resolve(query(args, { type } as BaseQueryApi, declared));
  return { outbox, snapshots, state, inner, call };
}

describe('offline base query', () => {
  it('keeps the last answer of a read and shows it, with pending actions, when offline', async () => {
    const { inner, call, state, outbox } = harness();
    inner.mockResolvedValueOnce({ data: day() });
    expect(await call('query', '/progress/day/3', dayRead)).toEqual({ data: day() });
    state.online = false;
    outbox.put(
      outboxEntry(
        'k',
        'task',
        keyed('/progress/task', { dayNumber: 3, taskId: 'day3-1', completed: true }, 'k'),
      ),
    );
    const offline = await call('query', '/progress/day/3', dayRead);
    expect((offline.data as DayProgressDto).tasks[0]?.completed).toBe(true);
    expect(inner).toHaveBeenCalledTimes(1);
    expect((await call('query', '/progress/day/9', dayRead)).error?.status).toBe('FETCH_ERROR');
  });

  it('answers a read from the device when the connection drops, but passes a server error on', async () => {
    const { inner, call } = harness();
    inner.mockResolvedValueOnce({ data: day() });
    await call('query', '/progress/day/3', dayRead);
    inner.mockResolvedValueOnce({ error: { status: 'TIMEOUT_ERROR', message: 'x' } });
    expect(await call('query', '/progress/day/3', dayRead)).toEqual({ data: day() });
    inner.mockResolvedValueOnce({ error: { status: 500, message: 'Erro interno' } });
    expect((await call('query', '/progress/day/3', dayRead)).error?.status).toBe(500);
  });

  it('queues a write made offline without sending it', async () => {
    const { inner, call, outbox } = harness({ online: false });
    const request = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: true }, 'k1');
    expect(await call('mutation', request, taskWrite)).toEqual({ error: queuedError('k1') });
    expect(inner).not.toHaveBeenCalled();
    expect(outbox.list('u1')).toMatchObject([{ key: 'k1', state: 'queued', kind: 'task' }]);
  });

  it('sends a write online and forgets it once answered, a 503 included', async () => {
    const { inner, call, outbox } = harness();
    inner.mockImplementationOnce(() => {
      expect(outbox.list('u1')).toMatchObject([{ key: 'k1', state: 'sending' }]);
      return Promise.resolve({ data: { ok: true } });
    });
    expect(
      await call('mutation', keyed('/progress/complete-day', { dayNumber: 3 }, 'k1'), completeDayWrite),
    ).toEqual({
      data: { ok: true },
    });
    inner.mockResolvedValueOnce({ error: { status: 503, message: 'Indisponível' } });
    const failed = await call(
      'mutation',
      keyed('/progress/complete-day', { dayNumber: 3 }, 'k2'),
      completeDayWrite,
    );
    expect(failed.error?.status).toBe(503);
    expect(outbox.list('u1')).toEqual([]);
  });

  it('queues a write whose connection dropped, and later writes behind it', async () => {
    const { inner, call, outbox } = harness();
    inner.mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', message: 'x' } });
    expect(
      await call(
        'mutation',
        keyed('/progress/reflection', { dayNumber: 3, reflection: 'a' }, 'k1'),
        reflectionWrite,
      ),
    ).toEqual({
      error: queuedError('k1'),
    });
    expect(
      await call('mutation', keyed('/progress/audio', { dayNumber: 3, audioPlayed: true }, 'k2'), audioWrite),
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
    outbox.put(outboxEntry('old', 'task', older, { state: 'sending', waited: true, attemptAt: 4999 }));
    const newer = keyed('/progress/task', { dayNumber: 3, taskId: '1', completed: false }, 'new');
    expect(await call('mutation', newer, taskWrite)).toEqual({ error: queuedError('new') });
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
    expect(await call('mutation', request, taskWrite)).toEqual({ error: conflict });
    expect(outbox.list('u1')).toEqual([]);
  });

  it('keeps no copy of a read that declares nothing', async () => {
    const { inner, call, state } = harness();
    inner.mockResolvedValue({ data: { users: [] } });
    await call('query', '/support/users?email=a');
    state.online = false;
    inner.mockResolvedValue({ error: { status: 'FETCH_ERROR', message: 'x' } });
    expect((await call('query', '/support/users?email=a')).error?.status).toBe('FETCH_ERROR');
  });

  it('sends a declared write without an Idempotency-Key straight through', async () => {
    const { inner, call, outbox } = harness({ online: false });
    inner.mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', message: 'x' } });
    const unkeyed = { url: '/progress/task', method: 'POST' as const, body: {} };
    expect((await call('mutation', unkeyed, taskWrite)).error?.status).toBe('FETCH_ERROR');
    expect(outbox.list('u1')).toEqual([]);
  });

  it('keeps with a queued action the tags and text its declaration gives', async () => {
    const { call, outbox } = harness({ online: false });
    await call('mutation', keyed('/progress/complete-day', { dayNumber: 2 }, 'k1'), completeDayWrite);
    expect(outbox.list('u1')).toMatchObject([
      { kind: 'complete-day', tags: ['Progress', 'WeeklyChallenge'], what: 'a conclusão do dia {n}' },
    ]);
  });

  it('sends other writes straight through', async () => {
    const { inner, call, outbox } = harness({ online: false });
    inner.mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', message: 'x' } });
    const result = await call('mutation', { url: '/ai/chat', method: 'POST', body: { message: 'oi' } });
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(outbox.list('u1')).toEqual([]);
  });
});
