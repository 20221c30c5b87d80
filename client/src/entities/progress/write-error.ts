import { isApiError, isQueued } from '../../shared/api/api-response.ts';

/**
 * The text shown for a failed write: a refusal (4xx) carries the server's pt-BR reason, which says what to do;
 * anything else (network, timeout, 5xx) gets the screen's own catalogue text (spec §8). A write kept in the
 * outbox for later says so.
 */
export function writeErrorMessage(error: unknown, fallback: string): string {
  if (isQueued(error) && isApiError(error)) return error.message;
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) return error.message;
  return fallback;
}
