import { replace } from 'react-router-dom';
import { readBearerToken } from '../../shared/session/auth-storage.ts';

/**
 * Route loader for `/`: a signed-in visitor goes straight to /app, replacing the history entry (spec §2).
 * Reads the mirrored token so the sales page never has to load the store.
 */
export function redirectSignedInVisitor(): Response | null {
  return readBearerToken() ? replace('/app') : null;
}
