import type { ApiRequest } from '../api/base-query.ts';

/**
 * Which API calls work offline (issue 8, ARCHITECTURE §8):
 * - reads a screen shows: the last answer is kept on the device and shown when there is no connection;
 * - the subscriber's own actions: kept in the outbox, shown as pending, sent in order when the network returns.
 * Everything else (sign-in, AI generation, support, admin, account deletion) needs the server.
 */

const snapshotReads: RegExp[] = [
  /^\/progress(\/day\/\d+)?$/,
  /^\/weekly-challenge\/(questionnaire\/\d+|user\/all|status\/check)$/,
  /^\/ai\/saved-guidance$/,
  /^\/ai\/(day-content|coaching)$/,
  /^\/audio\/user-sessions$/,
  /^\/me$/,
  /^\/notifications\/preferences$/,
];

export type OutboxKind =
  'task' | 'reflection' | 'audio' | 'complete-day' | 'questionnaire' | 'weekly-task' | 'guidance';

const outboxWrites: { method: ApiRequest['method']; path: RegExp; kind: OutboxKind }[] = [
  { method: 'POST', path: /^\/progress\/task$/, kind: 'task' },
  { method: 'POST', path: /^\/progress\/reflection$/, kind: 'reflection' },
  { method: 'POST', path: /^\/progress\/audio$/, kind: 'audio' },
  { method: 'POST', path: /^\/progress\/complete-day$/, kind: 'complete-day' },
  { method: 'POST', path: /^\/weekly-challenge\/questionnaire\/save$/, kind: 'questionnaire' },
  { method: 'PUT', path: /^\/weekly-challenge\/[1-3]\/progress$/, kind: 'weekly-task' },
  { method: 'PUT', path: /^\/ai\/saved-guidance\/[^/]+(\/progress)?$/, kind: 'guidance' },
];

const pathOf = (url: string) => (url.startsWith('/') ? url : `/${url}`).split('?')[0] ?? '';

/** A read whose last answer is kept for offline use. */
export function isSnapshotRead(request: ApiRequest): boolean {
  const path = pathOf(request.url);
  return snapshotReads.some((pattern) => pattern.test(path));
}

/** The outbox kind of a write, or null when the write needs the server there and then. */
export function outboxKindOf(request: ApiRequest): OutboxKind | null {
  const path = pathOf(request.url);
  const method = request.method ?? 'GET';
  const idempotent = Object.keys(request.headers ?? {}).some(
    (name) => name.toLowerCase() === 'idempotency-key',
  );
  if (!idempotent) return null;
  return outboxWrites.find((write) => write.method === method && write.path.test(path))?.kind ?? null;
}

/** The cache tags a kind of write changes: read again when it is queued, sent or refused. */
export const tagsChangedBy: Record<OutboxKind, string[]> = {
  task: ['Progress'],
  reflection: ['Progress'],
  audio: ['Progress'],
  'complete-day': ['Progress', 'WeeklyChallenge'],
  questionnaire: ['Progress', 'Questionnaire'],
  'weekly-task': ['WeeklyChallenge'],
  guidance: ['SavedGuidance'],
};

/** Where a snapshot is kept: the method, the path with its query and, for reads sent as POST, the body. */
export function snapshotId(request: ApiRequest, fullUrl: string): string {
  const method = request.method ?? 'GET';
  return method === 'GET' ? fullUrl : `${method} ${fullUrl} ${JSON.stringify(request.body ?? null)}`;
}
