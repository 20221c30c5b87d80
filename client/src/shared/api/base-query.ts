import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { readBearerToken } from '../session/auth-storage.ts';
import { type ApiError, type ApiResult, connectionError, interpretResponse } from './api-response.ts';
import { API_TIMEOUT_MS, type ApiArgs, type ApiRequest, buildUrl } from './api-url.ts';
import { takeFirstRead } from './first-reads.ts';

export type { ApiError, ApiResult } from './api-response.ts';

export { API_BASE_URL, API_TIMEOUT_MS, type ApiArgs, type ApiRequest, buildUrl } from './api-url.ts';

function buildHeaders({ body, headers }: ApiRequest): Headers {
  const result = new Headers({ Accept: 'application/json' });
  if (body !== undefined) result.set('Content-Type', 'application/json');
  const token = readBearerToken();
  if (token) result.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(headers ?? {})) result.set(name, value);
  return result;
}

/**
 * One API call: JSON in and out, bearer token, 30 s timeout, `data` unwrapped, errors as ApiError.
 * Never throws. Used by the RTK Query base query and directly by the connectivity test.
 */
export async function apiFetch(args: ApiArgs, signal?: AbortSignal): Promise<ApiResult> {
  const request = typeof args === 'string' ? { url: args } : args;
  const controller = new AbortController();
  const deadline = { timedOut: false };
  const timer = setTimeout(() => {
    deadline.timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  // AbortSignal.any is missing on older Android WebViews, so the caller's signal is forwarded by hand.
  const forwardAbort = () => {
    controller.abort();
  };
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = buildUrl(request);
    const headers = buildHeaders(request);
    const send = () =>
      fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
      });
    // A plain read the entry already sent for the first screen (first-reads.ts) is used once instead of sent again.
    const early =
      (request.method ?? 'GET') === 'GET' && request.headers === undefined
        ? takeFirstRead(url, readBearerToken())
        : null;
    const response = early === null ? await send() : await early.catch(send);
    // The timeout also covers reading the body: a stalled 4G download must not hang forever.
    const body = await response.text();
    return interpretResponse(response, body);
  } catch {
    return connectionError(deadline.timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = (args, api) => apiFetch(args, api.signal);

export const toApiRequest = (args: ApiArgs): ApiRequest => (typeof args === 'string' ? { url: args } : args);
