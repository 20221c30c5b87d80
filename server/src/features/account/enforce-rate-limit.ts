import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from './rate-limits.ts';
import type { RateLimit } from './rules.ts';
import { ApiError } from '../../http/errors.ts';

function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 1
    ? 'Muitas tentativas. Aguarde um minuto e tente novamente.'
    : `Muitas tentativas. Tente novamente em ${minutes} minutos.`;
}

/** Counts one attempt; past the limit, 429 with a pt-BR message and Retry-After. */
export async function enforceRateLimit(
  c: Context,
  deps: Pick<AppDeps, 'runtime'>,
  scope: string,
  key: string,
  rule: RateLimit,
): Promise<void> {
  const result = await consumeRateLimit(deps.runtime.sql, scope, key, rule);
  if (result.allowed) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new ApiError(429, tooManyAttempts(result.retryAfterSeconds));
}
