import type { ApiRequest } from '../shared/api/base-query.ts';
import type { OutboxEntry } from '../shared/offline/outbox-store.ts';

/** A request with the Idempotency-Key of the action that made it, as the outbox keeps it. */
export const keyed = (
  url: string,
  body: unknown,
  key: string,
  method: 'POST' | 'PUT' = 'POST',
): ApiRequest => ({ url, method, body, headers: { 'Idempotency-Key': key } });

/** A queued entry of user u1, of the given kind (its declaration's), made at 1000 ms. */
export function outboxEntry(
  key: string,
  kind: string,
  request: ApiRequest,
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry {
  return { key, userId: 'u1', kind, request, enqueuedAt: 1000, order: 1, state: 'queued', ...overrides };
}
