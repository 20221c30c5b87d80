import type { FreshReadsOptions } from '../api/fresh-reads.ts';
import type { OutboxEntry } from './outbox-store.ts';

/**
 * How an API call behaves offline (issue 8), declared next to the endpoint as its RTK Query `extraOptions`, which
 * the offline layer (offline-base-query.ts) reads:
 * - a read a screen shows keeps its last answer on the device, shown when there is no connection, with the
 *   pending actions laid over it by its `overlay`;
 * - a subscriber's own action (it carries an Idempotency-Key) goes through the outbox: kept, shown as pending and
 *   sent in order when the network returns; its `tags` are read again when it is queued, sent or refused.
 * An endpoint that declares neither needs the server there and then (sign-in, AI generation, support, admin,
 * account deletion).
 */
export interface OfflineRead {
  /** The read's data with the pending actions laid over it (pure: same inputs, same view). */
  overlay?: (data: unknown, pending: readonly OutboxEntry[]) => unknown;
}

export interface OutboxWrite {
  /** Stored with each queued action; an overlay recognises its actions by it. */
  kind: string;
  /** The cache tags the action changes. */
  tags: readonly string[];
  /** The action in a refusal message, e.g. 'a tarefa do dia {n}' ({n}: the body's dayNumber). */
  what: string;
}

/** Every endpoint's `extraOptions`: how it behaves offline, and whether a mutation only asks (fresh-reads.ts). */
export interface OfflineOptions extends FreshReadsOptions {
  offlineRead?: OfflineRead;
  outboxWrite?: OutboxWrite;
}

/** A read whose last answer is kept on the device, optionally with the pending actions laid over it. */
export function keptOnDevice(overlay?: OfflineRead['overlay']): OfflineOptions {
  return { offlineRead: overlay ? { overlay } : {} };
}

// Entries queued by an app version before these declarations carry only their kind: the declaration of that
// kind, once its endpoint's module has loaded, tells their tags and text.
const declaredWrites = new Map<string, OutboxWrite>();

/** A write kept in the outbox when it cannot be sent now. */
export function queuedInOutbox(write: OutboxWrite): OfflineOptions {
  declaredWrites.set(write.kind, write);
  return { outboxWrite: write };
}

/** The tags a queued action changes. */
export const tagsOf = (entry: OutboxEntry): readonly string[] =>
  entry.tags ?? declaredWrites.get(entry.kind)?.tags ?? [];

/** The action in a refusal message (a template with {n}), or null when no declaration names it. */
export const whatOf = (entry: OutboxEntry): string | null =>
  entry.what ?? declaredWrites.get(entry.kind)?.what ?? null;
