import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { AUTH_TOKEN_KEY } from '../session/auth-storage.ts';
import { apiFetch } from './base-query.ts';
import { FIRST_READ_HOLD_MS, sendFirstReads, takeFirstRead } from './first-reads.ts';

interface FetchCall {
  url: string;
  headers: Headers;
}

const calls: FetchCall[] = [];
let answer: () => Promise<Response>;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  answer = () => Promise.resolve(json({ data: { n: calls.length } }));
  const storage = memoryStorage();
  storage.setItem(AUTH_TOKEN_KEY, 'token-a');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers) });
    return answer();
  });
});

afterEach(() => {
  // Whatever a test left unclaimed must not reach the next one.
  for (const url of ['/api/progress', '/api/progress/day/3', '/api/user/stats'])
    void takeFirstRead(url, 'token-a')?.catch(() => undefined);
  vi.unstubAllGlobals();
});

describe('first reads', () => {
  it('are sent at once with the stored session, and the screen’s read takes the answer instead of a second call', async () => {
    sendFirstReads(['/progress', '/progress/day/3']);
    expect(calls.map((call) => call.url)).toEqual(['/api/progress', '/api/progress/day/3']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-a');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');

    await expect(apiFetch('/progress/day/3')).resolves.toEqual({ data: { n: 2 } });
    expect(calls).toHaveLength(2);
    // Taken once: the next read of the same URL goes to the network.
    await expect(apiFetch('/progress/day/3')).resolves.toEqual({ data: { n: 3 } });
    expect(calls).toHaveLength(3);
  });

  it('are not sent without a session', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    sendFirstReads(['/progress']);
    expect(calls).toHaveLength(0);
  });

  it('are not used by another session, nor when older than the hold time', () => {
    let now = 1_000;
    sendFirstReads(['/progress', '/user/stats'], () => now);
    expect(takeFirstRead('/api/progress', 'token-b', () => now)).toBeNull();
    now += FIRST_READ_HOLD_MS + 1;
    expect(takeFirstRead('/api/user/stats', 'token-a', () => now)).toBeNull();
  });

  it('never serve a write, and a failed one is sent again by the screen', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    sendFirstReads(['/progress']);
    answer = () => Promise.resolve(json({ data: 'again' }));
    await expect(apiFetch('/progress')).resolves.toEqual({ data: 'again' });
    expect(calls).toHaveLength(2);

    sendFirstReads(['/progress/day/3']);
    await apiFetch({ url: '/progress/day/3', method: 'POST', body: { dayNumber: 3 } });
    expect(calls).toHaveLength(4);
  });
});
