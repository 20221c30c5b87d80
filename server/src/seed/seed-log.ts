import type { Sql } from 'postgres';
import type { Config } from '../config.ts';
import { type LogFigures, logFigures } from '../event-store/sql/log-figures.ts';
import type { Runtime } from '../runtime.ts';
import type { Fetcher, SeedCounters } from './seed-client.ts';
import { seedEmail, seedSubscriber, type SubscriberOutcome } from './subscriber.ts';

export interface SeedOptions {
  subscribers: number;
  /** Letters and digits: the same seed makes the same requests (user ids and times are the server's own). */
  seed: string;
  /** Subscribers driven at once (default 12): their appends meet in the store's group commits, as in production. */
  concurrency?: number;
  /** Called every `progressEvery` subscribers (default 50) and at the end. */
  onProgress?: (progress: { done: number; total: number; requests: number; milliseconds: number }) => void;
  progressEvery?: number;
  /**
   * A transaction id the log must cross: half the journeys are seeded, the transaction counter is moved up to just
   * below it by empty transactions, then the other half. A log spanning 999 → 1,000 or 99,999 → 100,000 is where
   * text order and number order part.
   */
  crossTransactionId?: number;
}

export interface SeedSummary extends LogFigures {
  subscribers: number;
  signedIn: number;
  daysCompleted: number;
  refundedOrChargedBack: number;
  deleted: SubscriberOutcome[];
  eventsAdded: number;
  requests: number;
  resends: number;
  milliseconds: number;
  /** Events appended per second of the run. */
  eventsPerSecond: number;
}

/** A seed that cannot start: a missing setting, a bad --seed, or a seed this database already has. */
export class SeedRefused extends Error {
  override readonly name = 'SeedRefused';
}

/** Moves the transaction counter up to `target` (if below), one empty committed transaction per id. */
async function advanceTransactionIds(sql: Sql, target: number): Promise<void> {
  const [row] = await sql<{ id: string }[]>`select pg_current_xact_id()::text as id`;
  const missing = target - Number(row?.id ?? target);
  if (missing <= 0) return;
  // COMMIT inside DO needs the simple query protocol (no implicit transaction around it).
  await sql
    .unsafe(`do $$ begin for i in 1..${missing} loop perform pg_current_xact_id(); commit; end loop; end $$`)
    .simple();
}

/** What the seed needs from the app's configuration; a missing piece is named, with how to get it. */
function checkConfig(config: Config): void {
  const problems = [
    !config.KIRVANO_WEBHOOK_TOKEN && 'KIRVANO_WEBHOOK_TOKEN (the purchases arrive as webhooks)',
    !config.TRUST_PROXY && 'TRUST_PROXY=true (each subscriber signs in from their own IP)',
    config.NODE_ENV === 'production' && 'NODE_ENV other than production (codes are read from /dev/outbox)',
    config.SMTP_URL && 'no SMTP_URL (codes are read from the console outbox)',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) throw new SeedRefused(`A semente precisa de: ${problems.join('; ')}`);
}

/**
 * Drives `subscribers` whole journeys through the HTTP app in process (`fetcher` is the app's `request`), with
 * the projection runner going as in the server; at the end the async projections have caught up.
 */
export async function seedLog(
  deps: { fetcher: Fetcher; runtime: Runtime; config: Config },
  options: SeedOptions,
): Promise<SeedSummary> {
  const { runtime, config } = deps;
  checkConfig(config);
  if (!/^[a-z0-9]{1,16}$/i.test(options.seed)) throw new SeedRefused('--seed: letras e dígitos (até 16)');
  const firstEmails = Array.from({ length: Math.min(20, options.subscribers) }, (_, i) =>
    seedEmail(options.seed, i),
  );
  const [taken] =
    await runtime.sql`select email from rm_subscriptions where email = any(${firstEmails}) limit 1`;
  if (taken)
    throw new SeedRefused(`Esta base já tem os assinantes da semente '${options.seed}': use outra --seed.`);

  const before = await logFigures(runtime.sql);
  const counters: SeedCounters = { requests: 0, resends: 0 };
  const context = {
    fetcher: deps.fetcher,
    counters,
    seed: options.seed,
    webhookToken: config.KIRVANO_WEBHOOK_TOKEN ?? '',
    aiLimit: config.AI_DAILY_GENERATION_LIMIT,
  };
  const outcomes: SubscriberOutcome[] = [];
  const started = performance.now();
  const progressEvery = options.progressEvery ?? 50;
  const report = () =>
    options.onProgress?.({
      done: outcomes.length,
      total: options.subscribers,
      requests: counters.requests,
      milliseconds: performance.now() - started,
    });
  let failed = false;
  const seedRange = async (from: number, to: number) => {
    let next = from;
    await Promise.all(
      Array.from({ length: Math.max(1, options.concurrency ?? 12) }, async () => {
        while (!failed && next < to) {
          const index = next++;
          try {
            outcomes.push(await seedSubscriber(context, index));
          } catch (error) {
            failed = true;
            throw error;
          }
          if (outcomes.length % progressEvery === 0) report();
        }
      }),
    );
  };
  runtime.runner.start();
  try {
    const { crossTransactionId } = options;
    const half = crossTransactionId === undefined ? options.subscribers : Math.floor(options.subscribers / 2);
    await seedRange(0, half);
    if (crossTransactionId !== undefined) {
      await advanceTransactionIds(runtime.sql, crossTransactionId - 1);
      await seedRange(half, options.subscribers);
    }
  } finally {
    await runtime.runner.stop();
  }
  await runtime.runner.catchUp();
  const milliseconds = performance.now() - started;
  if (outcomes.length % progressEvery !== 0) report();
  const after = await logFigures(runtime.sql);
  const eventsAdded = after.events - before.events;
  return {
    ...after,
    subscribers: outcomes.length,
    signedIn: outcomes.filter((outcome) => outcome.userId !== null).length,
    daysCompleted: outcomes.reduce((sum, outcome) => sum + outcome.daysCompleted, 0),
    refundedOrChargedBack: outcomes.filter((outcome) => outcome.revoked !== null).length,
    deleted: outcomes.filter((outcome) => outcome.deleted),
    eventsAdded,
    requests: counters.requests,
    resends: counters.resends,
    milliseconds,
    eventsPerSecond: eventsAdded / (milliseconds / 1000),
  };
}
