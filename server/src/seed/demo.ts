import { randomUUID } from 'node:crypto';
import type { DemoEvent, DemoJourney } from '@detox/fixtures';
import { isEventType, parseEventData, streamId } from '@detox/projections';
import type { NewEvent } from '../event-store/types.ts';
import type { Runtime } from '../runtime.ts';

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Consecutive events of the same stream go in one append. */
function runsByStream(events: readonly DemoEvent[]): DemoEvent[][] {
  const runs: DemoEvent[][] = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last?.[0]?.stream === event.stream) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

/**
 * Appends a demo journey for its email unless that email already has an account, so it happens once.
 * The journey is placed so that its last event happened an hour before `now`.
 */
export async function seedDemoJourney(
  runtime: Runtime,
  journey: DemoJourney,
  now = new Date(),
): Promise<{ seeded: boolean; userId: string }> {
  const email = normaliseEmail(journey.email);
  const [existing] = await runtime.sql<
    { user_id: string }[]
  >`select user_id from rm_users where email = ${email}`;
  if (existing) return { seeded: false, userId: existing.user_id };

  const userId = randomUUID();
  const lastMinute = Math.max(0, ...journey.events.map((event) => event.atMinute));
  const start = now.getTime() - (lastMinute + 60) * 60_000;
  const streams = {
    customer: streamId('customer', email),
    user: streamId('user', userId),
    journey: streamId('journey', userId),
  };
  const correlationId = randomUUID();

  for (const run of runsByStream(journey.events)) {
    const first = run[0];
    if (!first) continue;
    const events: NewEvent[] = run.map((event) => {
      if (!isEventType(event.type))
        throw new RangeError(`Evento de demonstração desconhecido: ${event.type}`);
      return {
        eventId: randomUUID(),
        type: event.type,
        data: parseEventData(event.type, event.data),
        metadata: {
          userId,
          correlationId,
          causationId: null,
          occurredAt: new Date(start + event.atMinute * 60_000).toISOString(),
          schemaVersion: 1,
          source: 'demo-seed',
        },
      };
    });
    const result = await runtime.store.appendToStream(streams[first.stream], events);
    await runtime.afterAppend(result.lastCheckpoint);
  }
  return { seeded: true, userId };
}
