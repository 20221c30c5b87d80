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
import { findSubscription } from '../account/account-queries.ts';
import { noSubscription, toSubscriptionView } from '../subscription/subscription-view.ts';
import { readUserEvents } from '../account/user-data.ts';
import type { SupportSubscriber, TimelineEntry } from '../../contracts/support.ts';
import type { EventStore } from '../../event-store/types.ts';
import type { Runtime } from '../../runtime.ts';
import { dayOfEvent, summariseEvent, withoutSecrets } from './event-summary.ts';

/** The subscriber an email or a user id names, from the read models; null when there is none. */
export async function findSubscriber(
  runtime: Runtime,
  by: { email: string } | { userId: string },
): Promise<SupportSubscriber | null> {
  const { sql } = runtime;
  const [row] =
    'email' in by
      ? await sql<{ user_id: string; email: string; name: string }[]>`
          select user_id, email, name from rm_users where email = ${by.email}`
      : await sql<{ user_id: string; email: string; name: string }[]>`
          select user_id, email, name from rm_users where user_id = ${by.userId}`;
  if (!row) return null;
  const subscription = toSubscriptionView((await findSubscription(sql, row.email)) ?? noSubscription);
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    subscription: {
      type: subscription.type,
      endDate: subscription.endDate,
      isPremium: subscription.isPremium,
      isExpired: subscription.isExpired,
    },
  };
}

/**
 * Every event of every stream of the subscriber (the same streams their data export and erasure use: each
 * catalogue category keyed by user id, and the customer stream of their email), in the log's global order.
 */
export async function readTimelineEvents(
  store: EventStore,
  subscriber: Pick<SupportSubscriber, 'userId' | 'email'>,
): Promise<StoredEvent[]> {
  const events = await readUserEvents(store, subscriber.userId, subscriber.email);
  return events.sort((a, b) => store.compareCheckpoints(a.checkpoint, b.checkpoint));
}

export function toTimeline(events: readonly StoredEvent[]): TimelineEntry[] {
  return events.map((event, index) => ({
    index,
    eventId: event.eventId,
    streamId: event.streamId,
    category: event.streamId.split('-')[0] ?? event.streamId,
    streamPosition: event.streamPosition,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    recordedAt: event.recordedAt,
    day: dayOfEvent(event.data),
    summary: summariseEvent(event.type, event.data),
    data: withoutSecrets(event.data),
  }));
}

/**
 * The journey as it stood right after `events[upTo]`: the events of the subscriber's journey stream up to there,
 * folded with the journeys read model's own `evolveJourney`. At the last event it equals rm_journeys.
 */
export function replayJourney(
  events: readonly StoredEvent[],
  userId: string,
  upTo: number,
): { state: JourneyState; folded: number } {
  const journeyStream = streamId('journey', userId);
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
