import type { Sql } from 'postgres';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Per-subscriber daily quotas for paid provider calls (issue 6 'Cost and abuse limits').
 *
 * Exported API:
 * - `QuotaKind`: `'generation'` (every AI text: coaching, chat, insights, cards…) or `'tts'` (every generated
 *   audio piece).
 * - `dailyLimit(config, kind)`: today's limit, from `AI_DAILY_GENERATION_LIMIT` / `AI_DAILY_TTS_LIMIT`.
 * - `withQuota(deps, userId, kind, run)`: takes one unit of today's quota, then runs `run()`. When the limit is
 *   reached it throws `ApiError(429, quotaMessages[kind], 'quota_exceeded')` and `run` is never called (nothing
 *   generated). When `run` throws, the unit is given back (a provider failure costs the user nothing) and the
 *   error is rethrown.
 * - `takeQuota(deps, userId, kind)`: the first half of `withQuota` when you need it apart: resolves with a
 *   `release()` that gives the unit back, or throws the 429.
 * - `quotaUsage(deps, userId)`: `{ kind, used, limit, remaining }[]` for today (e.g. for /ai/status).
 * - `deleteQuotaUsage(sql, userId)`: erasure.
 * - `migrateQuotaTable(sql)`: creates `ai_quota_usage` (called once at start by runtime.ts).
 *
 * A day is a calendar day in America/Sao_Paulo (the users' day), so the quota renews at their midnight.
 * Counters are operational data, not facts: one row per user, kind and day in `ai_quota_usage`, updated with a
 * single conditional upsert so two parallel requests can never both take the last unit.
 */

export type QuotaKind = 'generation' | 'tts';
const quotaKinds: readonly QuotaKind[] = ['generation', 'tts'];

const quotaMessages: Record<QuotaKind, string> = {
  generation:
    'Você atingiu o limite diário de conteúdos gerados pela IA. Seu limite renova à meia-noite (horário de Brasília).',
  tts: 'Você atingiu o limite diário de áudios gerados. Seu limite renova à meia-noite (horário de Brasília).',
};

interface QuotaDeps {
  runtime: { sql: Sql };
  config: Pick<Config, 'AI_DAILY_GENERATION_LIMIT' | 'AI_DAILY_TTS_LIMIT'>;
}

function dailyLimit(config: QuotaDeps['config'], kind: QuotaKind): number {
  return kind === 'generation' ? config.AI_DAILY_GENERATION_LIMIT : config.AI_DAILY_TTS_LIMIT;
}

/** Made with the first quota read, not at start: ICU's zone data is about 5 MB of RSS (decision 0028 "Session 39"). */
let saoPauloDate: Intl.DateTimeFormat | undefined;

/** The users' calendar day, 'YYYY-MM-DD'. */
export function quotaDay(now: Date = new Date()): string {
  saoPauloDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return saoPauloDate.format(now);
}

export async function migrateQuotaTable(sql: Sql): Promise<void> {
  await sql`
    create table if not exists ai_quota_usage (
      user_id text not null,
      kind text not null,
      usage_day date not null,
      used integer not null,
      primary key (user_id, kind, usage_day)
    )`;
}

export interface QuotaTicket {
  /** Gives the unit back (call when nothing was generated). Safe to call more than once. */
  release(): Promise<void>;
}

export async function takeQuota(deps: QuotaDeps, userId: string, kind: QuotaKind): Promise<QuotaTicket> {
  const { sql } = deps.runtime;
  const limit = dailyLimit(deps.config, kind);
  const day = quotaDay();
  const rows =
    limit <= 0
      ? []
      : await sql<{ used: number }[]>`
    insert into ai_quota_usage (user_id, kind, usage_day, used) values (${userId}, ${kind}, ${day}, 1)
    on conflict (user_id, kind, usage_day) do update set used = ai_quota_usage.used + 1
      where ai_quota_usage.used < ${limit}
    returning used`;
  if (rows.length === 0) throw new ApiError(429, quotaMessages[kind], 'quota_exceeded');
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await sql`
        update ai_quota_usage set used = greatest(used - 1, 0)
         where user_id = ${userId} and kind = ${kind} and usage_day = ${day}`;
    },
  };
}

export async function withQuota<T>(
  deps: QuotaDeps,
  userId: string,
  kind: QuotaKind,
  run: () => Promise<T>,
): Promise<T> {
  const ticket = await takeQuota(deps, userId, kind);
  try {
    return await run();
  } catch (error) {
    await ticket.release();
    throw error;
  }
}

export interface QuotaUsage {
  kind: QuotaKind;
  used: number;
  limit: number;
  remaining: number;
}

export async function quotaUsage(deps: QuotaDeps, userId: string): Promise<QuotaUsage[]> {
  const rows = await deps.runtime.sql<{ kind: string; used: number }[]>`
    select kind, used from ai_quota_usage where user_id = ${userId} and usage_day = ${quotaDay()}`;
  return quotaKinds.map((kind) => {
    const used = rows.find((row) => row.kind === kind)?.used ?? 0;
    const limit = dailyLimit(deps.config, kind);
    return { kind, used, limit, remaining: Math.max(0, limit - used) };
  });
}

export async function deleteQuotaUsage(sql: Sql, userId: string): Promise<void> {
  await sql`delete from ai_quota_usage where user_id = ${userId}`;
}
