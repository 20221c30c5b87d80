import { isApiError } from '../../shared/api/api-response.ts';

/**
 * spec §8 'AI wrappers (server message or default)': an answer from the server (a 429 quota, a refused input, a
 * provider failure) carries its pt-BR message; no answer at all (network, timeout, unreadable body) gets the
 * screen's default text.
 */
export function aiErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.status === 'number' && error.message.trim() !== '')
    return error.message;
  return fallback;
}
