import type { ApiError } from '../../shared/api/api-response.ts';
import { authStrings } from './strings.ts';

const { errors } = authStrings;

/**
 * The toast text for a failed sign-in or registration (spec §8 "Login and registration"): what went wrong in
 * words a subscriber can act on, or the server's own message.
 */
export function signInErrorMessage(error: ApiError): string {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return errors.connectivity;
  if (error.status === 'PARSE_ERROR') return errors.serverConfiguration;
  if (error.status === 404) return errors.unavailable;
  if (typeof error.status === 'number' && error.status >= 500) return errors.unavailable;
  return error.message;
}
