import { describe, expect, it } from 'vitest';
import { eventIdFor, keyContext, requestHashOf } from './command-handler.ts';

describe('request hashes and scoped keys', () => {
  it('hashes equal commands alike, whatever order their fields were built in', () => {
    const tick = { type: 'SetTask', day: 1, taskId: 'day1-1', completed: true };
    const same = { completed: true, taskId: 'day1-1', day: 1, type: 'SetTask', note: undefined };
    expect(requestHashOf(same)).toBe(requestHashOf(tick));
    expect(requestHashOf({ ...tick, completed: false })).not.toBe(requestHashOf(tick));
    expect(requestHashOf({ content: { a: [1, { b: 2, c: 3 }] } })).toBe(
      requestHashOf({ content: { a: [1, { c: 3, b: 2 }] } }),
    );
    expect(requestHashOf({ a: [1, 2] })).not.toBe(requestHashOf({ a: [2, 1] }));
  });

  it("keeps a server key as it is, and a client's with its scope", () => {
    expect(keyContext('daily-reminder:u1:2026-11-25')).toEqual({
      idempotencyKey: 'daily-reminder:u1:2026-11-25',
    });
    expect(keyContext({ key: 'k', scope: 'u1:POST /api/progress/task' })).toEqual({
      idempotencyKey: 'k',
      scope: 'u1:POST /api/progress/task',
    });
    expect(eventIdFor('u1:POST /api/progress/task:k', 0)).not.toBe(
      eventIdFor('u2:POST /api/progress/task:k', 0),
    );
  });
});
