import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import type { EventMetadata, StoredEvent } from './envelope.ts';
import { handlesEvent, type Projection } from './projection.ts';

export interface GivenEvent {
  streamId: string;
  type: string;
  data: unknown;
  metadata?: Partial<EventMetadata>;
}

/** Turns given events into stored ones: positions per stream and a global order, as the store would. */
export function storedEvents(given: readonly GivenEvent[]): StoredEvent[] {
  const positions = new Map<string, number>();
  return given.map((event, index) => {
    const streamPosition = (positions.get(event.streamId) ?? -1) + 1;
    positions.set(event.streamId, streamPosition);
    const at = new Date(Date.UTC(2026, 0, 1, 12, 0, index)).toISOString();
    return {
      eventId: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { occurredAt: at, recordedAt: at, schemaVersion: 1, ...event.metadata },
      streamId: event.streamId,
      streamPosition,
      checkpoint: `1:${index + 1}`,
      recordedAt: at,
    };
  });
}

/**
 * Given events, expect rows: applies the events to a fresh read model, runs the query, then applies the very same
 * events a second time and runs it again. Both results are returned so a test can assert they are equal.
 */
export async function runProjectionSpec<Row>(
  sql: Sql,
  projection: Projection,
  given: readonly GivenEvent[],
  query: (sql: Sql) => Promise<Row[]>,
): Promise<{ once: Row[]; twice: Row[] }> {
  const events = storedEvents(given);
  await projection.migrate(sql);
  await sql.begin((tx) => projection.reset(tx));
  const applyAll = () =>
    sql.begin(async (tx) => {
      for (const event of events) if (handlesEvent(projection, event)) await projection.apply(tx, event);
    });
  await applyAll();
  const once = await query(sql);
  await applyAll();
  const twice = await query(sql);
  return { once, twice };
}
