import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { z } from 'zod';
import { requestOrigin, type RequestOrigin } from './request-origin.ts';
import { ApiError } from './errors.ts';

const keySchema = z.uuid();

/** A client's Idempotency-Key and where it was sent: it is unique per subscriber and route, not globally. */
export interface ClientKey {
  key: string;
  /** `${userId}:${METHOD} ${route}`, the route as declared (`/api/ai/saved-guidance/:id`). */
  scope: string;
  /** Device, session tag and offline-outbox queue time, kept in the events' metadata for support. */
  origin?: RequestOrigin;
}

/**
 * The client's idempotency key for a write: the Idempotency-Key header, a UUID the client made for the action,
 * scoped to the subscriber and the route (issue 18: another subscriber, or another route, using the same key is
 * another action).
 */
export function idempotencyKey(c: Context): ClientKey {
  const parsed = keySchema.safeParse(c.req.header('Idempotency-Key'));
  if (!parsed.success) {
    throw new ApiError(400, 'Envie o cabeçalho Idempotency-Key com um UUID gerado para esta ação.');
  }
  // Every route that asks for a key is behind requireUser; 'anon' only guards a route that would not be.
  const user = c.get('user') as { userId: string } | undefined;
  return {
    key: parsed.data,
    scope: `${user?.userId ?? 'anon'}:${c.req.method} ${routePath(c)}`,
    origin: requestOrigin(c),
  };
}

/** The client's key when it sent one (optional on routes older clients call without it), else undefined. */
export function optionalIdempotencyKey(c: Context): ClientKey | undefined {
  return c.req.header('Idempotency-Key') === undefined ? undefined : idempotencyKey(c);
}
