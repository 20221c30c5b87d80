import type { ApiError, ApiResult } from '../api/api-response.ts';
import type { ApiRequest } from '../api/base-query.ts';
import { isSendable, type OutboxStore } from './outbox-store.ts';

export interface ReplayDeps {
  outbox: OutboxStore;
  userId: string;
  send: (request: ApiRequest) => Promise<ApiResult>;
  now: () => number;
  /** navigator.locks where the browser has it: one tab replays at a time. */
  locks?: Pick<LockManager, 'request'>;
}

/** How a replay ended: all sent (or refused), stopped by the connection, or another tab is replaying. */
export type ReplayOutcome = 'done' | 'offline' | 'busy';

const OUTBOX_LOCK = 'detox-outbox';

/**
 * A 4xx the subscriber has to see (a 409 'day_locked', a 422 'idempotency_key_reused'…): kept as refused, shown
 * until 'Entendi'. 401 (sign in again), 408 and 429 (try later) keep the action waiting, and so does a 409
 * 'concurrent_write': the server met another write of the subscriber at the same moment and stored nothing, so
 * the same request (same key) is sent again later, like after a 5xx.
 */
const isRefusal = (error: ApiError) =>
  typeof error.status === 'number' &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status) &&
  error.reason !== 'concurrent_write';

async function sendAll({ outbox, userId, send, now }: ReplayDeps): Promise<ReplayOutcome> {
  // The list is read again after each send: actions made meanwhile, in this tab or another, join the queue.
  for (;;) {
    const next = outbox.list(userId).find((entry) => isSendable(entry, now()));
    if (!next) return 'done';
    outbox.update(next.key, { state: 'sending', attemptAt: now() });
    // X-Queued-At: when the action was made, so the server can tell support it came late from the outbox.
    const result = await send({
      ...next.request,
      headers: { ...next.request.headers, 'X-Queued-At': new Date(next.enqueuedAt).toISOString() },
    });
    if (!result.error) {
      outbox.remove(next.key);
    } else if (isRefusal(result.error)) {
      outbox.update(next.key, { state: 'refused', message: result.error.message });
    } else {
      // No connection, a timeout, a 5xx or a concurrent write: it may have landed (not the last); the next try
      // resends the same key, which the server stores once.
      outbox.update(next.key, { state: 'queued' });
      return 'offline';
    }
  }
}

/**
 * Sends the waiting actions in the order they were made, each exactly once: the server stores an
 * Idempotency-Key once, and the Web Lock keeps two tabs from sending the same queue at the same time.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  if (!deps.locks) return sendAll(deps);
  const outcome = await deps.locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) =>
    lock ? sendAll(deps) : 'busy',
  );
  return outcome;
}
