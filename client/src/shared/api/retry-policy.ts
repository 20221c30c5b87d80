import { type BaseQueryFn, retry } from '@reduxjs/toolkit/query';
import type { OfflineOptions } from '../offline/offline-endpoint.ts';
import { type ApiError, isApiError } from './api-response.ts';

// Query cache defaults of spec §9: up to 3 retries, exponential backoff capped at 30 s.
const MAX_QUERY_RETRIES = 3;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

// Only failures that a second try can fix: network, timeout, 5xx, 408, 429. A 4xx or a broken body
// will fail the same way again and only burns the user's mobile data.
function isTransient(error: ApiError): boolean {
  if (typeof error.status === 'number')
    return error.status >= 500 || error.status === 408 || error.status === 429;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** Queries are retried; mutations never are (a write that timed out may have landed). */
export function shouldRetry(error: unknown, attempt: number, operation: 'query' | 'mutation'): boolean {
  return operation === 'query' && attempt <= MAX_QUERY_RETRIES && isApiError(error) && isTransient(error);
}

function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/** Retries as above; the endpoints' own extraOptions (their offline declarations) pass through untouched. */
export function withQueryRetries<Args>(baseQuery: BaseQueryFn<Args, unknown, ApiError, OfflineOptions>) {
  return retry(baseQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetry(error, attempt, baseQueryApi.type),
    backoff: waitBeforeRetry,
  });
}
