// The API's address and request shape, without the transport: the app's entry sends the first reads with it
// (first-reads.ts) before the rest of the API layer has loaded.

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
  /** Sent with fetch's keepalive: it completes even when the page closes (a report sent on pagehide). */
  keepalive?: boolean;
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
