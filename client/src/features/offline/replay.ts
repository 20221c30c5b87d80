import type { ApiResult } from '../../app/api-response.ts';
import type { ApiRequest } from '../../app/base-query.ts';
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

export const OUTBOX_LOCK = 'detox-outbox';

/** A 4xx the subscriber has to see; 401 (sign in again), 408 and 429 (try later) keep the action waiting. */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

async function sendAll({ outbox, userId, send, now }: ReplayDeps): Promise<ReplayOutcome> {
  // The list is read again after each send: actions made meanwhile, in this tab or another, join the queue.
  for (;;) {
    const next = outbox.list(userId).find((entry) => isSendable(entry, now()));
    if (!next) return 'done';
    outbox.update(next.key, { state: 'sending', attemptAt: now() });
    const result = await send(next.request);
    if (!result.error) {
      outbox.remove(next.key);
    } else if (typeof result.error.status === 'number' && isRefusal(result.error.status)) {
      outbox.update(next.key, { state: 'refused', message: result.error.message });
    } else {
      // No connection, a timeout or a 5xx: it may have landed; the next try resends the same key.
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
