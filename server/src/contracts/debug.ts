import { z } from 'zod';
import { dayStatusSchema } from './progress.ts';

/** The internal test screens of spec §2 (`/test-complete-day`, `/debug-button-conditions`). */

export const debugStatusSchema = z.object({
  environment: z.enum(['development', 'production', 'test']),
  /** Why this user may use the debug API: outside production anyone signed in, in production admins only. */
  allowedAs: z.enum(['non_production', 'admin']),
});
export type DebugStatus = z.infer<typeof debugStatusSchema>;

export const missingPartSchema = z.enum(['tasks', 'audio', 'reflection', 'questionnaire']);

/** Why "Concluir dia" is or is not enabled for a day: each condition the server checks. */
export const dayConditionsSchema = z.object({
  dayNumber: z.number(),
  status: dayStatusSchema,
  open: z.boolean(),
  completed: z.boolean(),
  tasksDone: z.number(),
  tasksTotal: z.number(),
  audioPlayed: z.boolean(),
  audioListened: z.number(),
  reflectionLength: z.number(),
  reflectionMinChars: z.number(),
  reflectionCounts: z.boolean(),
  questionnaireAnswered: z.boolean(),
  /** The day-completion counter: items done of tasks + audio + reflection (spec: 7 items). */
  itemsDone: z.number(),
  itemsTotal: z.number(),
  missing: z.array(missingPartSchema),
  canComplete: z.boolean(),
  checkedAt: z.string(),
});
export type DayConditions = z.infer<typeof dayConditionsSchema>;

export const debugWriteResponseSchema = z.object({
  conditions: dayConditionsSchema,
  /** Parts the action left out, e.g. the questionnaire without the user's consent. */
  skipped: z.array(missingPartSchema),
});
export type DebugWriteResponse = z.infer<typeof debugWriteResponseSchema>;
