/** Account and sign-in rules: one place for every limit (docs/decisions/0006-sign-in.md). */

export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses a code survives; the 5th attempt is its last, right or wrong. */
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** A session's expiry is pushed forward at most this often, so a busy session is not a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60_000;

/** The consent texts the client shows; bump when they change, so consent is asked again. */
export const CONSENT_POLICY_VERSION = '2026-01';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * Attempts per fixed window. A code has 1,000,000 values; with 5 tries per code and 5 codes an hour, one email
 * gets at most 25 guesses an hour, so guessing takes about 4,000 hours on average.
 */
export const rateLimits = {
  codeRequestPerEmail: { limit: 5, windowMs: minutes(60) },
  codeRequestPerIp: { limit: 20, windowMs: minutes(60) },
  codeVerifyPerEmail: { limit: 25, windowMs: minutes(60) },
  codeVerifyPerIp: { limit: 60, windowMs: minutes(60) },
  passwordPerEmail: { limit: 10, windowMs: minutes(15) },
  passwordPerIp: { limit: 30, windowMs: minutes(15) },
  checkSubscriptionPerIp: { limit: 30, windowMs: minutes(1) },
} as const satisfies Record<string, RateLimit>;
