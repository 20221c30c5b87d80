import type { SessionResponse } from '@detox/server/contracts/auth';

/**
 * Where a sign-in lands: support staff and admins on /support (their work; /app would greet them with a
 * subscriber's progress they do not have), everyone else on /app.
 */
export function landingAfterSignIn(session: Pick<SessionResponse, 'user'>): '/support' | '/app' {
  // Every role there is (support, admin) is staff.
  return session.user.roles.length > 0 ? '/support' : '/app';
}
