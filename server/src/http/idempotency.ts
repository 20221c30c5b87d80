import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';

const keySchema = z.uuid();

/** The client's idempotency key for a write: the Idempotency-Key header, a UUID the client made for the action. */
export function idempotencyKey(c: Context): string {
  const parsed = keySchema.safeParse(c.req.header('Idempotency-Key'));
  if (!parsed.success) {
    throw new ApiError(400, 'Envie o cabeçalho Idempotency-Key com um UUID gerado para esta ação.');
  }
  return parsed.data;
}
