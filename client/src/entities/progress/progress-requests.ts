import type {
  audioRequestSchema,
  completeDayRequestSchema,
  saveReflectionRequestSchema,
  setTaskRequestSchema,
} from '@detox/server/contracts/progress';
import type { z } from 'zod';

// The request bodies as the server's contract defines them (one home for each shape).
export type SetTaskRequest = z.infer<typeof setTaskRequestSchema>;
export type SaveReflectionRequest = z.infer<typeof saveReflectionRequestSchema>;
export type AudioRequest = z.infer<typeof audioRequestSchema>;
export type CompleteDayRequest = z.infer<typeof completeDayRequestSchema>;

/** A write: its body plus the Idempotency-Key the user action was given. */
export type Keyed<Body> = Body & { key: string };

export function keyedPost<Body extends object>(url: string, { key, ...body }: Keyed<Body>) {
  return { url, method: 'POST' as const, body, headers: { 'Idempotency-Key': key } };
}
