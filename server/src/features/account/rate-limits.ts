import type { Sql } from 'postgres';
import type { RateLimit } from './rules.ts';
import { sha256Hex } from './secrets.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Support staff and admins (ADMIN_EMAILS, SUPPORT_EMAILS) sign in many times a day, on several devices: the
 * subscribers' hourly windows locked one out for most of an hour (issue 22). Their per-e-mail windows are ten
 * minutes, so a lock-out lasts at most ten; the caps still hold against guessing: at most 60 codes checked an
 * hour (each code dies after its own few attempts; a code is one in a million) and 30 codes sent.
 */
export const staffRateLimits = {
  codeRequestPerEmail: { limit: 5, windowMs: minutes(10) },
  codeVerifyPerEmail: { limit: 10, windowMs: minutes(10) },
} as const satisfies Record<string, RateLimit>;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Old windows are swept now and then by whoever counts, so the table stays small without a timer. */
const SWEEP_PROBABILITY = 0.01;

/**
 * Counts one attempt in a fixed window shared by every server instance (the counter is a row). Keys (emails, IPs)
 * are hashed, so the table holds no personal data.
 */
export async function consumeRateLimit(
  sql: Sql,
  scope: string,
  key: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const bucket = `${scope}:${sha256Hex(key).slice(0, 32)}`;
  const [row] = await sql<{ hits: number }[]>`
    insert into auth_rate_limits (bucket, window_start, hits) values (${bucket}, ${new Date(windowStart)}, 1)
    on conflict (bucket, window_start) do update set hits = auth_rate_limits.hits + 1
    returning hits`;
  if (Math.random() < SWEEP_PROBABILITY) {
    await sql`delete from auth_rate_limits where window_start < ${new Date(now - 86_400_000)}`;
  }
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}
