import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-response.ts';
import { retryDelayMs, shouldRetry, withQueryRetries } from './retry-policy.ts';

const error = (status: ApiError['status']): ApiError => ({ status, message: 'x' });

describe('shouldRetry', () => {
  it.each([
    ['FETCH_ERROR', true],
    ['TIMEOUT_ERROR', true],
    [500, true],
    [503, true],
    [408, true],
    [429, true],
    ['PARSE_ERROR', false],
    [400, false],
    [401, false],
    [404, false],
  ] as const)('query failing with %s: retry %s', (status, expected) => {
    expect(shouldRetry(error(status), 1, 'query')).toBe(expected);
  });

  it('retries a query at most 3 times', () => {
    expect(shouldRetry(error(503), 3, 'query')).toBe(true);
    expect(shouldRetry(error(503), 4, 'query')).toBe(false);
  });

  it('never retries a mutation', () => {
    expect(shouldRetry(error('FETCH_ERROR'), 1, 'mutation')).toBe(false);
    expect(shouldRetry(error(503), 1, 'mutation')).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('withQueryRetries', () => {
  afterEach(() => vi.useRealTimers());

  const api = (type: 'query' | 'mutation'): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'x',
    type,
  });

  function failingWith(status: ApiError['status']) {
    const baseQuery = vi.fn(() => Promise.resolve({ error: error(status) }));
    return { baseQuery, retrying: withQueryRetries<string>(baseQuery) };
  }

  it('tries a failing query 4 times in all, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers();
    const { baseQuery, retrying } = failingWith(503);
    const result = retrying('/progress', api('query'), {});
    await vi.advanceTimersByTimeAsync(0);
    expect(baseQuery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(baseQuery).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(baseQuery).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(baseQuery).toHaveBeenCalledTimes(4);
    expect(await result).toEqual({ error: error(503) });
  });

  it('sends a mutation once', async () => {
    const { baseQuery, retrying } = failingWith('TIMEOUT_ERROR');
    expect(await retrying('/progress/task', api('mutation'), {})).toEqual({ error: error('TIMEOUT_ERROR') });
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a query the server refused', async () => {
    const { baseQuery, retrying } = failingWith(404);
    await retrying('/progress', api('query'), {});
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });
});
