import type { Session, Subscription } from '../../shared/session/auth-types.ts';

export type RequiredAccess = 'authenticated' | 'premium' | 'support' | 'admin';
export type AccessDecision = 'allowed' | 'restricted' | 'premium_required' | 'expired';

const PREMIUM_TYPES = new Set(['premium', 'vip']);

/** spec §3/§6: type premium or vip counts as premium while its end date is ahead. */
function isPremium(subscription: Subscription | null, now: Date): boolean {
  if (!subscription || !PREMIUM_TYPES.has(subscription.type) || subscription.endDate === null) return false;
  return Date.parse(subscription.endDate) > now.getTime();
}

/** A premium subscription whose end date has passed (a refund is not an expiry). */
function isExpired(subscription: Subscription | null, now: Date): boolean {
  if (!subscription || !PREMIUM_TYPES.has(subscription.type) || subscription.endDate === null) return false;
  return Date.parse(subscription.endDate) <= now.getTime();
}

/**
 * The access guard's decision (spec §2 Access guard wrapper), judged on this device's clock so an offline app
 * still notices an expiry: no session → restricted; an admin page for a non-admin (a support page for
 * neither support nor admin) → restricted; a past end date →
 * expired; a premium page without premium → premium required.
 */
export function decideAccess(session: Session | null, required: RequiredAccess, now: Date): AccessDecision {
  if (!session) return 'restricted';
  if (required === 'admin') return session.user.roles?.includes('admin') ? 'allowed' : 'restricted';
  if (required === 'support') {
    const roles = session.user.roles ?? [];
    return roles.includes('support') || roles.includes('admin') ? 'allowed' : 'restricted';
  }
  if (isExpired(session.subscription, now)) return 'expired';
  if (required === 'premium' && !isPremium(session.subscription, now)) return 'premium_required';
  return 'allowed';
}

/** The same screens for a refusal the server gave (401/403 `reason`). */
export function decisionForReason(reason: string | undefined): AccessDecision | undefined {
  switch (reason) {
    case 'unauthenticated':
    case 'forbidden':
      return 'restricted';
    case 'premium_required':
      return 'premium_required';
    case 'subscription_expired':
      return 'expired';
    default:
      return undefined;
  }
}
