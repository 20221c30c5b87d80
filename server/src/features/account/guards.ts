import type { Context, MiddlewareHandler } from 'hono';
import { consentsInForce } from './consents.ts';
import { effectiveRoles } from './roles.ts';
import { toSubscriptionView } from './subscription-view.ts';
import type { AppDeps } from '../../app-deps.ts';
import { findSession } from './sessions.ts';
import type { AccessReason, Role, SubscriptionView } from '../../contracts/auth.ts';
import type { ConsentPurpose } from '../../contracts/me.ts';
import { ApiError } from '../../http/errors.ts';
import { guardMessages } from './messages.ts';
import { accountPart } from './runtime-part.ts';

/** The signed-in user every guarded route reads with `c.get('user')`. */
export interface AuthUser {
  userId: string;
  email: string;
  name: string;
  roles: Role[];
  subscription: SubscriptionView;
  /** Consents in force: given under the current policy version and not revoked. */
  consents: ConsentPurpose[];
  /** The bearer token of this request (logout revokes it). */
  token: string;
}

type Authenticate = (token: string) => Promise<AuthUser | null>;

declare module 'hono' {
  interface ContextVariableMap {
    user: AuthUser;
    authenticate: Authenticate;
  }
}

const refuse = (status: 401 | 403, message: string, reason: AccessReason) =>
  new ApiError(status, message, reason);

/**
 * Mounted once on /api/*: gives the guards a way to resolve a bearer token (sessions + read models). The session
 * cache answers only on an embedded database, where this process is the only writer and clears it on every change;
 * on PostgreSQL other instances revoke too, so every request reads its session (decision 0015).
 */
export function authentication(deps: Pick<AppDeps, 'config' | 'runtime'>): MiddlewareHandler {
  const cache = deps.runtime.readModels === 'embedded' ? deps.runtime.part(accountPart) : undefined;
  const authenticate: Authenticate = async (token) => {
    const session = await findSession(deps.runtime.sql, token, deps.config.SESSION_TTL_DAYS, cache);
    if (!session) return null;
    return {
      userId: session.userId,
      email: session.email,
      name: session.name,
      roles: effectiveRoles(deps.config, session.email, session.roles),
      subscription: toSubscriptionView(session.subscription),
      consents: consentsInForce(session.consents),
      token,
    };
  };
  return async (c, next) => {
    c.set('authenticate', authenticate);
    await next();
  };
}

/** `Authorization: Bearer <token>`, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

async function signedInUser(c: Context): Promise<AuthUser> {
  const known = c.get('user') as AuthUser | undefined;
  if (known) return known;
  const token = bearerToken(c);
  if (!token) throw refuse(401, guardMessages.unauthenticated, 'unauthenticated');
  const user = await c.get('authenticate')(token);
  if (!user) throw refuse(401, guardMessages.sessionExpired, 'unauthenticated');
  c.set('user', user);
  return user;
}

/** 401 `unauthenticated` without a live session; otherwise sets `c.get('user')`. */
export const requireUser: MiddlewareHandler = async (c, next) => {
  await signedInUser(c);
  await next();
};

/** requireUser, then 403 `subscription_expired` (a past end date) or `premium_required` (never premium). */
export const requirePremium: MiddlewareHandler = async (c, next) => {
  const { subscription } = await signedInUser(c);
  if (!subscription.isPremium) {
    throw subscription.isExpired
      ? refuse(403, guardMessages.subscriptionExpired, 'subscription_expired')
      : refuse(403, guardMessages.premiumRequired, 'premium_required');
  }
  await next();
};

/** requireUser, then 403 `forbidden` unless the user holds the role (admins hold every role). */
export function requireRole(role: Role): MiddlewareHandler {
  return async (c, next) => {
    const { roles } = await signedInUser(c);
    if (!roles.includes(role) && !roles.includes('admin')) {
      throw refuse(403, guardMessages.forbidden, 'forbidden');
    }
    await next();
  };
}

/**
 * For routes that store or send sensitive data (questionnaire answers, reflections to the AI): requireUser,
 * then 403 `consent_required` unless the user gave that consent and has not revoked it.
 */
export function requireConsent(purpose: ConsentPurpose): MiddlewareHandler {
  return async (c, next) => {
    const { consents } = await signedInUser(c);
    if (!consents.includes(purpose)) throw refuse(403, guardMessages.consentRequired, 'consent_required');
    await next();
  };
}
