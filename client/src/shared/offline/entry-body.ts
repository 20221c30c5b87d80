import type { OutboxEntry } from './outbox-store.ts';

// Readers of a queued action's body, for the overlays each read declares (offline-endpoint.ts). The body is
// whatever the request sent: every field is checked before use.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const bodyOf = (entry: OutboxEntry): Record<string, unknown> =>
  isRecord(entry.request.body) ? entry.request.body : {};

/** The day the action is about, when its body names one. */
export const dayOf = (entry: OutboxEntry): number | null => {
  const day = bodyOf(entry).dayNumber;
  return typeof day === 'number' ? day : null;
};

/** When the action was made, as the server would stamp it. */
export const isoAt = (ms: number) => new Date(ms).toISOString();
