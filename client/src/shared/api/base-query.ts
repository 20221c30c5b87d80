import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { readBearerToken } from '../session/auth-storage.ts';
import { type ApiError, type ApiResult, connectionError, interpretResponse } from './api-response.ts';

export type { ApiError, ApiErrorStatus, ApiResult } from './api-response.ts';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 30_000; // spec §9

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  /** Path under /api, e.g. '/progress/day/3'. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  params?: Record<string, QueryValue>;
  /** Extra headers, e.g. `Idempotency-Key` for idempotent writes. */
  headers?: Record<string, string>;
}

export type ApiArgs = string | ApiRequest;

export function buildUrl({ url, params }: ApiRequest): string {
  const path = `${API_BASE_URL}${url.startsWith('/') ? url : `/${url}`}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

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
    const response = await fetch(buildUrl(request), {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
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
