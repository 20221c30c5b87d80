import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session/auth-types.ts';
import { type AccessDecision, decideAccess, decisionForReason, type RequiredAccess } from './access-rules.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const session = (type: string, endDate: string | null, roles: ('admin' | 'support')[] = []): Session => ({
  token: 't',
  user: { id: 'u', name: 'Ana', email: 'ana@example.com', roles },
  subscription: { type, endDate },
});
const FUTURE = '2026-07-01T00:00:00.000Z';
const PAST = '2026-05-01T00:00:00.000Z';

describe('decideAccess', () => {
  it.each<[string, Session | null, RequiredAccess, AccessDecision]>([
    ['visitor on a protected page', null, 'authenticated', 'restricted'],
    ['visitor on a premium page', null, 'premium', 'restricted'],
    ['signed in without a purchase, protected page', session('none', null), 'authenticated', 'allowed'],
    ['signed in without a purchase, premium page', session('none', null), 'premium', 'premium_required'],
    ['premium', session('premium', FUTURE), 'premium', 'allowed'],
    ['vip counts as premium', session('vip', FUTURE), 'premium', 'allowed'],
    ['premium that ended, premium page', session('premium', PAST), 'premium', 'expired'],
    ['premium that ended, protected page', session('premium', PAST), 'authenticated', 'expired'],
    ['refunded is not expired', session('refunded', PAST), 'premium', 'premium_required'],
    ['an unknown type with a future date', session('basic', FUTURE), 'premium', 'premium_required'],
    ['admin page, not an admin', session('premium', FUTURE, ['support']), 'admin', 'restricted'],
    ['admin page, admin without a purchase', session('none', null, ['admin']), 'admin', 'allowed'],
    ['support page, a subscriber', session('premium', FUTURE), 'support', 'restricted'],
    ['support page, support', session('none', null, ['support']), 'support', 'allowed'],
    ['support page, an admin', session('none', null, ['admin']), 'support', 'allowed'],
    [
      'a session stored before roles existed',
      { ...session('none', null), user: { id: 'u', name: '', email: 'a@b.c' } },
      'admin',
      'restricted',
    ],
  ])('%s', (_case, given, required, expected) => {
    expect(decideAccess(given, required, now)).toBe(expected);
  });

  it.each([
    ['unauthenticated', 'restricted'],
    ['forbidden', 'restricted'],
    ['premium_required', 'premium_required'],
    ['subscription_expired', 'expired'],
    [undefined, undefined],
    ['consent_required', undefined],
  ])('reads the server reason %s', (reason, expected) => {
    expect(decisionForReason(reason)).toBe(expected);
  });
});
