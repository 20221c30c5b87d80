import { readBearerToken } from '../../shared/session/auth-storage.ts';

/**
 * A signed-in visitor of `/` goes straight to /app, replacing the history entry (spec §2), so Back does not
 * return to the sales page. Returns true when it redirected (the caller then skips its own work).
 */
export function redirectSignedInVisitor(location: Location = window.location): boolean {
  if (readBearerToken() === null) return false;
  location.replace('/app');
  return true;
}
