import { randomUUID } from 'node:crypto';
import { programmeDay } from '@detox/fixtures';
import {
  currentDay,
  type DayProgress,
  initialJourney,
  JOURNEY_DAYS,
  type JourneyHeader,
  type JourneyState,
  journeyCompleted,
  journeyFromRows,
  type PushState,
} from '@detox/projections';
import { subscriptionStatus } from '@detox/projections/read-models/subscription-access';
import { runPushCommand } from './push-service.ts';
import type { Logger } from '../../log.ts';
import { createLeadership } from '../../projection-runner/leadership.ts';
import type { Runtime } from '../../runtime.ts';
import { localTime } from './local-time.ts';
import type { PushSender, ReminderPayload } from './push-sender.ts';

const LEADERSHIP_NAME = 'push-reminder-scheduler';
const DEFAULT_INTERVAL_MS = 60_000;

export interface ReminderSchedulerOptions {
  runtime: Runtime;
  logger: Logger;
  send: PushSender;
  /** Injectable clock (tests). */
  now?: () => Date;
  intervalMs?: number;
  /** Elect one sending instance through a PostgreSQL advisory lock (false on PGlite: one process). */
  electLeader: boolean;
}

interface TickResult {
  /** False when another instance holds the scheduler's lock. */
  leader: boolean;
  /** Subscribers whose reminder was recorded and sent in this pass. */
  reminded: string[];
}

export interface ReminderScheduler {
  /** One pass: every subscriber whose hour it is gets today's reminder if they have not had it. */
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
}

/** The reminder's pt-BR text: the day's number and title, and the programme screen of that day. */
export function reminderPayload(day: number): ReminderPayload {
  const title = programmeDay(day)?.title;
  return {
    title: `Dia ${day} de 21 está esperando por você`,
    body: title
      ? `Hoje: “${title}”. Reserve alguns minutos para o seu detox digital.`
      : 'Reserve alguns minutos para o seu detox digital.',
    url: `/daily-challenge?day=${day}`,
    day,
    tag: `lembrete-dia-${day}`,
  };
}

/**
 * The day to remind a subscriber of, or null when there is nothing to do today: the journey is finished, or a
 * day was already completed on this local date (one day a day: they did today's part).
 */
function reminderDay(journey: JourneyState, today: string, timeZone: string): number | null {
  if (journeyCompleted(journey)) return null;
  const doneToday = journey.days.some(
    (day) =>
      day.completed &&
      day.completedAt !== null &&
      localTime(new Date(day.completedAt), timeZone).date === today,
  );
  return doneToday ? null : currentDay(journey);
}

/**
 * True during the quarter hour that starts at the subscriber's time (19:15 → 19:15–19:29 local): a pass every
 * minute sends at the first pass of that quarter, and one missed by a restart still goes within it.
 * State folded before minutes existed has none: the whole hour's first quarter, as then.
 */
export function inReminderQuarter(
  local: { hour: number; minute: number },
  preferences: { hour: number; minute?: number },
): boolean {
  const minute = preferences.minute ?? 0;
  return local.hour === preferences.hour && local.minute >= minute && local.minute < minute + 15;
}

interface Candidate {
  user_id: string;
  push: PushState;
  journey: JourneyHeader | null;
  journey_days: DayProgress[] | null;
  type: string | null;
  end_date: Date | null;
  canceled: boolean | null;
}

/**
 * Sends each subscriber the day's reminder at their hour (their time zone, São Paulo by default), when the day is
 * not done, at most once per local date: DailyReminderSent is appended before the push goes out, with an
 * idempotency key of user and date, so a restart, a second pass or a second instance finds it and sends nothing.
 * With several instances on PostgreSQL only the holder of an advisory lock sends.
 */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { runtime, logger, send, now = () => new Date(), intervalMs = DEFAULT_INTERVAL_MS } = options;
  const leadership = createLeadership(runtime.sql, options.electLeader);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function remind(candidate: Candidate, at: Date): Promise<boolean> {
    const { preferences } = candidate.push;
    const local = localTime(at, preferences.timeZone);
    if (!inReminderQuarter(local, preferences) || candidate.push.lastReminderDate === local.date)
      return false;
    const access = subscriptionStatus(
      {
        type: candidate.type ?? 'none',
        endDate: candidate.end_date?.toISOString() ?? null,
        canceled: candidate.canceled ?? false,
      },
      at,
    );
    if (!access.isPremium) return false;
    const journey = candidate.journey
      ? journeyFromRows(candidate.journey, candidate.journey_days)
      : initialJourney();
    const day = reminderDay(journey, local.date, preferences.timeZone);
    if (day === null) return false;

    const recorded = await runPushCommand(
      runtime,
      candidate.user_id,
      { type: 'RecordDailyReminder', localDate: local.date, day },
      `daily-reminder:${candidate.user_id}:${local.date}`,
    );
    if (recorded.events.length === 0) return false;

    const payload = reminderPayload(day);
    for (const subscription of candidate.push.subscriptions) {
      const result = await send(subscription, payload);
      if (result.outcome === 'gone') {
        await runPushCommand(
          runtime,
          candidate.user_id,
          { type: 'Unsubscribe', endpoint: subscription.endpoint, reason: 'gone' },
          randomUUID(),
        );
      } else if (result.outcome === 'error') {
        logger.warn(
          { userId: candidate.user_id, status: result.status, err: result.message },
          'lembrete por push falhou',
        );
      }
    }
    return true;
  }

  async function tick(): Promise<TickResult> {
    // Per schema, as every leadership: throwaway test schemas on one server do not compete.
    if (!(await leadership.acquire(LEADERSHIP_NAME))) return { leader: false, reminded: [] };
    const at = now();
    const candidates = await runtime.sql<Candidate[]>`
      select p.user_id, p.state as push, j.state as journey, ${runtime.sql.unsafe(JOURNEY_DAYS)} as journey_days,
             s.type, s.end_date, s.canceled
        from rm_push_reminders p
        join rm_users u on u.user_id = p.user_id
        left join rm_subscriptions s on s.email = u.email
        left join rm_journeys j on j.user_id = p.user_id
       where p.enabled and p.subscription_count > 0`;
    const reminded: string[] = [];
    for (const candidate of candidates) {
      try {
        if (await remind(candidate, at)) reminded.push(candidate.user_id);
      } catch (error) {
        logger.error({ userId: candidate.user_id, err: error }, 'lembrete diário falhou');
      }
    }
    return { leader: true, reminded };
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          logger.error({ err: error }, 'agendador de lembretes falhou; nova tentativa em breve');
        })
        .finally(() => {
          running = undefined;
          if (timer) schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!timer) schedule();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
      await leadership.release();
    },
  };
}
