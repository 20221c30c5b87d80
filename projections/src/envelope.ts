/** The envelope every stored event has, whatever its type. */

export interface EventMetadata {
  userId?: string | null;
  causationId?: string | null;
  correlationId?: string | null;
  /** Client time, ISO 8601. */
  occurredAt: string;
  /** Server time, ISO 8601; set by the store when absent. */
  recordedAt?: string;
  schemaVersion: number;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  /** 0-based position of the event in its stream. */
  streamPosition: number;
  /** Opaque, totally ordered position in the global log; pass it back to readAll as `after`. */
  checkpoint: string;
  recordedAt: string;
}
