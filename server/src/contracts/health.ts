import { z } from 'zod';

export const backendHealthSchema = z.object({ kind: z.string(), ok: z.boolean() });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  message: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  uptimeSeconds: z.number(),
  backends: z.object({ eventStore: backendHealthSchema, readModels: backendHealthSchema }),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
