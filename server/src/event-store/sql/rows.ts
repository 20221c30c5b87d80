import { upcastEvent } from '@detox/projections/events/upcasters';
import { isoNow } from '../iso-now.ts';
import type { AppendResult, EventMetadata, NewEvent, StoredEvent } from '../types.ts';
import { sqlCheckpoint } from './checkpoint.ts';

/**
 * What the database sends back, in the port's shapes: a read's rows as StoredEvents, an INSERT's rows as the
 * AppendResult (and as the StoredEvents the inline projections are given).
 */

/** A row of es_events as a reader selects it (`EVENT_COLUMNS` in statements.ts). */
export interface EventRow {
  event_id: string;
  stream_id: string;
  stream_position: string;
  type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
  transaction_id: string;
  global_position: string;
}

/** What an INSERT returns: the checkpoint's parts, and the position only where the statement chose it. */
export interface InsertedRow {
  global_position: string;
  /** xid8, which postgres.js has no parser for: the text as it came. */
  transaction_id: string;
  stream_position?: string;
}

/**
 * The server time an event was recorded is its row's `recorded_at`, and only there (rows written before this rule
 * also carry it in their metadata). Readers find it in the metadata too, as the envelope promises.
 */
function withRecordedAt(metadata: EventMetadata, recordedAt: string): EventMetadata {
  return metadata.recordedAt === undefined ? { ...metadata, recordedAt } : metadata;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  const recordedAt = row.recorded_at.toISOString();
  return upcastEvent({
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: withRecordedAt(row.metadata, recordedAt),
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    checkpoint: sqlCheckpoint(row.transaction_id, row.global_position),
    recordedAt,
  });
}

/**
 * The stream position of the `index`th event an INSERT wrote: after the version it was placed after, or, where the
 * statement chose the positions itself, as it returned them.
 */
function positionOf(rows: readonly InsertedRow[], index: number, after: number | undefined): number {
  return after === undefined ? Number(rows[index]?.stream_position ?? -1) : after + 1 + index;
}

export function resultOf(rows: readonly InsertedRow[], after: number | undefined): AppendResult {
  const last = rows[rows.length - 1];
  return {
    nextExpectedVersion: positionOf(rows, rows.length - 1, after),
    lastCheckpoint: sqlCheckpoint(last?.transaction_id ?? '0', last?.global_position ?? '0'),
    duplicate: false,
  };
}

/** The events an INSERT wrote, as the inline projections are given them in the append's transaction. */
export function storedEvents(
  streamId: string,
  events: readonly NewEvent[],
  rows: readonly InsertedRow[],
  after: number | undefined,
): StoredEvent[] {
  const recordedAt = isoNow();
  return events.map((event, index): StoredEvent => ({
    ...event,
    metadata: withRecordedAt(event.metadata, recordedAt),
    streamId,
    streamPosition: positionOf(rows, index, after),
    checkpoint: sqlCheckpoint(rows[index]?.transaction_id ?? '0', rows[index]?.global_position ?? '0'),
    recordedAt,
  }));
}
