import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiError, isConnectionError } from '../api/api-response.ts';
import { type ApiArgs, type ApiRequest, buildUrl, toApiRequest } from '../api/base-query.ts';
import type { OfflineOptions, OfflineRead } from './offline-endpoint.ts';
import { isPending, isWaiting, type OutboxEntry, type OutboxStore } from './outbox-store.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import { offlineStrings } from './strings.ts';

export interface OfflineDeps {
  outbox: OutboxStore;
  snapshots: SnapshotStore;
  /** The signed-in user's id, or null. */
  userId: () => string | null;
  online: () => boolean;
  now: () => number;
}

export const queuedError = (actionKey: string): ApiError => ({
  status: 'QUEUED',
  message: offlineStrings.queued,
  actionKey,
});

const idempotencyKeyOf = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1] ?? null;

/** Where a snapshot is kept: the method, the path with its query and, for reads sent as POST, the body. */
function snapshotId(request: ApiRequest, fullUrl: string): string {
  const method = request.method ?? 'GET';
  return method === 'GET' ? fullUrl : `${method} ${fullUrl} ${JSON.stringify(request.body ?? null)}`;
}

/** The read's data with the pending (not refused) actions laid over it by the read's own overlay. */
function overlayPending(read: OfflineRead, data: unknown, entries: readonly OutboxEntry[]): unknown {
  const pending = entries.filter(isPending);
  if (!read.overlay || pending.length === 0 || data === null || data === undefined) return data;
  return read.overlay(data, pending);
}

/**
 * The offline layer of every API call (issue 8), as each endpoint declares it in its `extraOptions`
 * (offline-endpoint.ts):
 * - a read a screen shows keeps its last answer on the device; with no connection that answer is shown;
 * - the subscriber's own actions go through the outbox: written down before they are sent, removed once
 *   the server answered; with no connection (or older actions still waiting) they stay there, pending, and
 *   the call answers QUEUED. A server answer, even a 5xx, is passed on as before: only a missing connection
 *   queues, so "Erro ao completar o dia" still shows when the server fails.
 * - every such read shows the pending actions laid over the server's data (its declared overlay).
 */
export function withOffline(
  inner: BaseQueryFn<ApiArgs, unknown, ApiError>,
  deps: OfflineDeps,
): BaseQueryFn<ApiArgs, unknown, ApiError, OfflineOptions> {
  let order = 0;
  // RTK Query passes an endpoint's extraOptions as declared: undefined when it declares none.
  return async (args, api, extraOptions: OfflineOptions | undefined) => {
    const declared = extraOptions ?? {};
    const request = toApiRequest(args);
    const userId = deps.userId();
    if (!userId) return inner(args, api, declared);
    const pending = () => deps.outbox.list(userId);

    if (api.type === 'query') {
      const read = declared.offlineRead;
      if (!read) return inner(args, api, declared);
      const id = snapshotId(request, buildUrl(request));
      const fromDevice = () => {
        const saved = deps.snapshots.read(userId, id);
        return saved === undefined ? null : { data: overlayPending(read, saved, pending()) };
      };
      if (!deps.online()) {
        return fromDevice() ?? { error: { status: 'FETCH_ERROR', message: offlineStrings.offline } };
      }
      const result = await inner(args, api, declared);
      if (result.error) return (isConnectionError(result.error) ? fromDevice() : null) ?? result;
      deps.snapshots.write(userId, id, result.data);
      return { ...result, data: overlayPending(read, result.data, pending()) };
    }

    const write = declared.outboxWrite;
    const key = idempotencyKeyOf(request.headers);
    if (!write || !key) return inner(args, api, declared);
    const now = deps.now();
    const entry: OutboxEntry = {
      key,
      userId,
      kind: write.kind,
      tags: write.tags,
      what: write.what,
      request: {
        url: request.url,
        method: request.method,
        body: request.body,
        headers: { 'Idempotency-Key': key },
      },
      enqueuedAt: now,
      order: (order += 1),
      state: 'sending',
      attemptAt: now,
    };
    // Actions are sent in the order they were made: behind older ones still waiting (or being replayed), this
    // one waits too.
    const behindOthers = pending().some((other) => other.key !== key && isWaiting(other));
    try {
      if (!deps.online() || behindOthers) {
        deps.outbox.put({ ...entry, state: 'queued', waited: true });
        return { error: queuedError(key) };
      }
      deps.outbox.put(entry);
    } catch {
      // The device refused to store it (quota): send it now, without the offline safety net.
      return inner(args, api, declared);
    }
    const result = await inner(args, api, declared);
    if (result.error && isConnectionError(result.error)) {
      deps.outbox.update(key, { state: 'queued', waited: true });
      return { error: queuedError(key) };
    }
    deps.outbox.remove(key);
    return result;
  };
}
