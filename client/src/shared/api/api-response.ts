import { apiStrings } from './strings.ts';

/** QUEUED: no connection, so the write waits in the outbox (shared/offline) and is sent later. */
type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR' | 'QUEUED';

/** The one error shape components see from any API call. */
export interface ApiError {
  status: ApiErrorStatus;
  message: string;
  /** The server's machine-readable refusal reason (401/403 from the guards), e.g. 'premium_required'. */
  reason?: string;
  /** For QUEUED: the action's Idempotency-Key, its entry in the outbox. */
  actionKey?: string;
}

export type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

const text = apiStrings.transport;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.message === 'string' && 'status' in value;
}

const isJsonContentType = (contentType: string | null) =>
  contentType !== null && /\bjson\b/i.test(contentType);

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function messageForStatus(status: number, statusText: string): string {
  if (status === 404) return text.notFound;
  if (status >= 500) return text.serverError;
  return text.otherStatus.replace('{status}', String(status)).replace('{statusText}', statusText);
}

function errorResult(response: Response, body: string): ApiResult {
  const parsed = isJsonContentType(response.headers.get('content-type'))
    ? parseJson(body)
    : ({ ok: false } as const);
  if (!parsed.ok) {
    return {
      error: { status: response.status, message: messageForStatus(response.status, response.statusText) },
    };
  }
  const serverMessage = isRecord(parsed.value) ? parsed.value.error : undefined;
  const message =
    typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : text.connection;
  const reason = isRecord(parsed.value) ? parsed.value.reason : undefined;
  return { error: { status: response.status, message, ...(typeof reason === 'string' && { reason }) } };
}

/** Turns an HTTP response and its body text into data or an ApiError (spec §7 preamble, §8 Transport). */
export function interpretResponse(response: Response, body: string): ApiResult {
  if (!response.ok) return errorResult(response, body);
  // "No Content" is a valid answer to writes such as logout.
  if (response.status === 204 || response.status === 205) return { data: null };
  if (!isJsonContentType(response.headers.get('content-type'))) {
    return { error: { status: 'PARSE_ERROR', message: text.notJson } };
  }
  const parsed = parseJson(body);
  if (!parsed.ok) return { error: { status: 'PARSE_ERROR', message: text.invalidJson } };
  const data = isRecord(parsed.value) && 'data' in parsed.value ? parsed.value.data : parsed.value;
  return { data };
}

/** Whether an error says nothing reached the server's answer: no connection, or no answer in time. */
export function isConnectionError(error: ApiError): boolean {
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** Whether a write was kept in the outbox instead of sent: it is pending, not failed. */
export function isQueued(error: unknown): boolean {
  return isApiError(error) && error.status === 'QUEUED';
}

/** Whether a mutation's rejected `queryFulfilled` ({ error }) is a write kept in the outbox. */
export function wasQueued(rejection: unknown): boolean {
  return isRecord(rejection) && isQueued(rejection.error);
}

export function connectionError(status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'): ApiResult {
  return { error: { status, message: text.connection } };
}
