import type { StoredEvent } from '../envelope.ts';

/**
 * Evolving an event schema without rewriting the log (docs/runbook.md): an upcaster turns the stored data of one
 * type at one schemaVersion into the next version's shape. Every event read from the store goes through
 * `upcastEvent`, so projections, deciders and support only ever see the current shape. Register new ones below.
 */
export interface Upcaster {
  type: string;
  /** The metadata.schemaVersion this upcaster reads; it produces fromVersion + 1. */
  fromVersion: number;
  upcast(data: unknown): unknown;
}

/** The registered upcasters. None yet: every event type is still at schemaVersion 1. */
export const upcasters: readonly Upcaster[] = [];

/** The event in its newest shape: applies each matching upcaster in turn, version by version. */
export function upcastEvent(event: StoredEvent, registry: readonly Upcaster[] = upcasters): StoredEvent {
  if (registry.length === 0) return event;
  let current = event;
  for (;;) {
    const version = typeof current.metadata.schemaVersion === 'number' ? current.metadata.schemaVersion : 1;
    const next = registry.find(
      (candidate) => candidate.type === current.type && candidate.fromVersion === version,
    );
    if (!next) return current;
    current = {
      ...current,
      data: next.upcast(current.data),
      metadata: { ...current.metadata, schemaVersion: version + 1 },
    };
  }
}
