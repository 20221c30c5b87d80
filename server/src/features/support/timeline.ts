import { randomUUID } from 'node:crypto';
import {
  evolveJourney,
  initialJourney,
  isJourneyEvent,
  type JourneyState,
  type StoredEvent,
  streamId,
} from '@detox/projections';
import type { SupportAction } from '@detox/projections/events/support';
import { findSubscription, noSubscription, toSubscriptionView, readUserEvents } from '../account/index.ts';
import type {
  SupportMatch,
  SupportSearchResult,
  SupportSubscriber,
  TimelineEntry,
} from '../../contracts/support.ts';
import { eventLabel } from '@detox/projections/events/labels';
import type { EventStore } from '../../event-store/types.ts';
import type { Runtime } from '../../runtime.ts';
import { dayOfEvent, shortDate, summariseEvent, withoutSecrets } from './event-summary.ts';
import { customerStreamsWithDigits } from '../../event-store/sql/log-search.ts';

type Sql = Runtime['sql'];

/** 'Premium ativa até 01/03/2026', 'Expirada em …', 'Sem acesso premium'. */
function subscriptionStatus(view: { isPremium: boolean; isExpired: boolean; endDate: string | null }) {
  const until = view.endDate ? shortDate(new Date(view.endDate)) : null;
  if (view.isPremium) return until ? `Premium ativa até ${until}` : 'Premium ativa';
  if (view.isExpired) return until ? `Expirada em ${until}` : 'Expirada';
  return 'Sem acesso premium';
}

async function subscriptionOf(sql: Sql, email: string): Promise<SupportSubscriber['subscription']> {
  const view = toSubscriptionView((await findSubscription(sql, email)) ?? noSubscription);
  return {
    type: view.type,
    status: subscriptionStatus(view),
    endDate: view.endDate,
    isPremium: view.isPremium,
    isExpired: view.isExpired,
  };
}

/**
 * The subscriber a support key names: a user id, or the purchase e-mail of someone with or without an account
 * (a buyer who paid but never signed in has a customer stream and an rm_subscriptions row, no user).
 */
export async function findSubscriber(runtime: Runtime, key: string): Promise<SupportSubscriber | null> {
  const { sql } = runtime;
  const email = key.includes('@') ? key.trim().toLowerCase() : null;
  const [user] =
    email === null
      ? await sql<{ user_id: string; email: string; name: string }[]>`
          select user_id, email, name from rm_users where user_id = ${key}`
      : await sql<{ user_id: string; email: string; name: string }[]>`
          select user_id, email, name from rm_users where email = ${email}`;
  if (user) {
    return {
      key: user.user_id,
      userId: user.user_id,
      email: user.email,
      name: user.name,
      hasAccount: true,
      subscription: await subscriptionOf(sql, user.email),
    };
  }
  if (email === null) return null;
  const [buyer] = await sql<{ email: string; name: string }[]>`
    select email, name from rm_subscriptions where email = ${email}`;
  if (!buyer) return null;
  return {
    key: buyer.email,
    userId: null,
    email: buyer.email,
    name: buyer.name,
    hasAccount: false,
    subscription: await subscriptionOf(sql, buyer.email),
  };
}

/** At most this many people in one answer: a broader search says so (truncated) and asks for more letters. */
const SEARCH_LIMIT = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * People whose e-mail or name contains the text, whose user id is it, who bought with a sale id containing it,
 * or whose webhook notices carry a phone number containing its digits; accounts and buyers without one alike.
 */
export async function searchSubscribers(runtime: Runtime, query: string): Promise<SupportSearchResult> {
  const { sql } = runtime;
  const text = query.trim().toLowerCase();
  const like = likePattern(text);
  const digits = text.replace(/\D/g, '');
  const found = new Map<string, { email: string; name: string; matchedBy: string }>();
  const add = (email: string, name: string, matchedBy: string) => {
    if (!found.has(email)) found.set(email, { email, name, matchedBy });
  };
  for (const row of await sql<{ email: string; name: string; by: string }[]>`
      select email, name, case when user_id = ${query.trim()} then 'id do usuário'
                              when lower(email) like ${like} then 'e-mail' else 'nome' end as by
        from rm_users
       where user_id = ${query.trim()} or lower(email) like ${like} or lower(name) like ${like}
       order by email limit ${SEARCH_LIMIT + 1}`) {
    add(row.email, row.name, row.by);
  }
  for (const row of await sql<{ email: string; name: string; by: string }[]>`
      select email, name, case when lower(email) like ${like} then 'e-mail'
                              when lower(name) like ${like} then 'nome' else 'código da venda' end as by
        from rm_subscriptions
       where lower(email) like ${like} or lower(name) like ${like} or lower(sales::text) like ${like}
       order by email limit ${SEARCH_LIMIT + 1}`) {
    add(row.email, row.name, row.by);
  }
  // Phones are only in the raw webhook bodies Kirvano sent (customer streams' metadata), on the SQL backends.
  if (digits.length >= 4 && runtime.store.backend !== 'eventstoredb') {
    for (const stream of await customerStreamsWithDigits(sql, digits, SEARCH_LIMIT + 1)) {
      const email = stream.slice('customer-'.length);
      const [buyer] = await sql<{ name: string }[]>`select name from rm_subscriptions where email = ${email}`;
      add(email, buyer?.name ?? '', 'telefone');
    }
  }
  const emails = [...found.keys()].sort().slice(0, SEARCH_LIMIT);
  const users = emails.length
    ? await sql<
        { user_id: string; email: string }[]
      >`select user_id, email from rm_users where email = any(${emails})`
    : [];
  const userIds = new Map(users.map((row) => [row.email, row.user_id]));
  const matches: SupportMatch[] = [];
  for (const email of emails) {
    const match = found.get(email);
    if (!match) continue;
    const userId = userIds.get(email) ?? null;
    matches.push({
      key: userId ?? email,
      userId,
      email,
      name: match.name,
      hasAccount: userId !== null,
      matchedBy: match.matchedBy,
      subscriptionStatus: (await subscriptionOf(sql, email)).status,
    });
  }
  return { matches, truncated: found.size > SEARCH_LIMIT };
}

/**
 * Every event of every stream of the subscriber (the same streams their data export and erasure use: each
 * catalogue category keyed by user id, and the customer stream of their email), in the log's global order.
 */
export async function readTimelineEvents(
  store: EventStore,
  subscriber: Pick<SupportSubscriber, 'key' | 'userId' | 'email'>,
): Promise<StoredEvent[]> {
  // A buyer without an account: their purchases (customer stream) and support's look-ups (keyed by e-mail).
  const events = subscriber.userId
    ? await readUserEvents(store, subscriber.userId, subscriber.email)
    : (
        await Promise.all(
          [streamId('customer', subscriber.email), streamId('support', subscriber.key)].map((stream) =>
            store.readStream(stream),
          ),
        )
      ).flatMap((stream) => stream.events);
  return events.sort((a, b) => store.compareCheckpoints(a.checkpoint, b.checkpoint));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Who wrote an event, as support reads it. */
function actorOf(event: StoredEvent, subscriberId: string | null): string {
  if (event.metadata.webhook) return 'Kirvano (webhook)';
  if (event.type === 'SupportAccessRecorded') return 'suporte ou admin';
  const author = text(event.metadata.userId);
  if (author === null) return 'o sistema';
  return author === subscriberId ? 'o assinante' : 'suporte ou admin';
}

/** What an event is about inside its day, so 'what changed this?' can gather the events of one thing. */
function subjectOf(event: Pick<StoredEvent, 'type' | 'data'>): string | null {
  const data = event.data as Record<string, unknown> | null;
  switch (event.type) {
    case 'TaskCompletionSet':
      return `task:${String(data?.taskId)}`;
    case 'ReflectionSaved':
      return 'reflection';
    case 'QuestionnaireAnswered':
      return 'questionnaire';
    case 'AudioListened':
    case 'AudioMarkedPlayed':
      return 'audio';
    case 'DayCompleted':
      return 'day';
    default:
      return null;
  }
}

export function toTimeline(
  events: readonly StoredEvent[],
  subscriberId: string | null = null,
): TimelineEntry[] {
  const firstOfAction = new Map<string, number>();
  return events.map((event, index) => {
    const causationId = text(event.metadata.causationId);
    let sameActionAs: number | null = null;
    if (causationId !== null) {
      const first = firstOfAction.get(causationId);
      if (first === undefined) firstOfAction.set(causationId, index);
      else sameActionAs = first;
    }
    const queuedAt = text(event.metadata.queuedAt);
    const webhook = event.metadata.webhook as { receivedAt?: unknown } | undefined;
    return {
      index,
      eventId: event.eventId,
      streamId: event.streamId,
      category: event.streamId.split('-')[0] ?? event.streamId,
      streamPosition: event.streamPosition,
      type: event.type,
      label: eventLabel(event.type),
      occurredAt: event.metadata.occurredAt,
      recordedAt: event.recordedAt,
      day: dayOfEvent(event.data),
      subject: subjectOf(event),
      summary: summariseEvent(event.type, event.data),
      actor: actorOf(event, subscriberId),
      device: text(event.metadata.device),
      session: text(event.metadata.session),
      offline:
        queuedAt === null
          ? null
          : {
              queuedAt,
              lateSeconds: Math.max(
                0,
                Math.round((Date.parse(event.recordedAt) - Date.parse(queuedAt)) / 1000),
              ),
            },
      sameActionAs,
      webhookReceivedAt: text(webhook?.receivedAt),
      causationId,
      correlationId: text(event.metadata.correlationId),
      data: withoutSecrets(event.data),
    };
  });
}

/**
 * The journey as it stood right after `events[upTo]`: the events of the subscriber's journey stream up to there,
 * folded with the journeys read model's own `evolveJourney`. At the last event it equals rm_journeys.
 */
export function replayJourney(
  events: readonly StoredEvent[],
  userId: string | null,
  upTo: number,
): { state: JourneyState; folded: number } {
  const journeyStream = userId === null ? null : streamId('journey', userId);
  let state = initialJourney();
  let folded = 0;
  for (const event of events.slice(0, upTo + 1)) {
    if (event.streamId !== journeyStream || !isJourneyEvent(event)) continue;
    state = evolveJourney(state, event);
    folded += 1;
  }
  return { state, folded };
}

/** Records one support access in the subscriber's support stream, before anything is read. */
export async function recordSupportAccess(
  runtime: Runtime,
  access: {
    agent: { userId: string; email: string };
    /** The subscriber's support key: user id, or purchase e-mail of a buyer without an account. */
    subscriberId: string;
    action: SupportAction;
    atEventId?: string | null;
    requestId?: string;
  },
): Promise<void> {
  const result = await runtime.store.appendToStream(streamId('support', access.subscriberId), [
    {
      eventId: randomUUID(),
      type: 'SupportAccessRecorded',
      data: {
        agentUserId: access.agent.userId,
        agentEmail: access.agent.email,
        action: access.action,
        atEventId: access.atEventId ?? null,
      },
      metadata: {
        userId: access.agent.userId,
        correlationId: access.requestId ?? null,
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    },
  ]);
  await runtime.afterAppend(result.lastCheckpoint);
}
