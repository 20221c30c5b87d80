import { GUIDANCE_TYPES, type GuidanceType } from '@detox/fixtures/journey-rules';
import { z } from 'zod';
import { dayNumberSchema } from './progress.ts';

/**
 * Saved guidance (spec §2 'Saved guidance list', §3 'Saved guidance', §4 'Guidance features', §7 AI):
 *
 * - POST   /api/ai/save-guidance                       saveGuidanceRequestSchema → SaveGuidanceResponse (the id)
 * - GET    /api/ai/saved-guidance?dayNumber&guidanceType&limit               → SavedGuidanceListResponse
 * - PUT    /api/ai/saved-guidance/{id}           {isFavorite} or {notes}      → SavedGuidanceDto
 * - PUT    /api/ai/saved-guidance/{id}/progress  {content}                    → SavedGuidanceDto
 * - DELETE /api/ai/saved-guidance/{id}                                        → DeleteGuidanceResponse
 * - GET    /api/ai/guidance-progress/{dayNumber}                              → GuidanceProgressResponse
 *
 * Subscribers only. Every write needs an Idempotency-Key header (a UUID per action): a resend changes nothing and
 * answers the same. An unknown id, another subscriber's id or a deleted one is a 404 and changes nothing.
 */

export type { GuidanceType };
/** The types the day's coaching checklist is saved as (spec §4: suggestion completion persists into them). */
export const coachingGuidanceTypes: readonly GuidanceType[] = ['coaching', 'ai_coaching'];

export const SAVED_GUIDANCE_LIMITS = {
  titleChars: 200,
  textChars: 5000,
  notesChars: 2000,
  listItems: 20,
  itemChars: 1000,
  /** The JSON of `content` (suggestions, counters, the whole AI answer). */
  contentChars: 20_000,
  defaultListLimit: 50,
  maxListLimit: 100,
} as const;

export const savedGuidanceMessages = {
  notFound: 'Orientação não encontrada.',
  guidanceType: `Tipo de orientação inválido: use ${GUIDANCE_TYPES.join(', ')}.`,
  notesTooLong: `As notas podem ter no máximo ${SAVED_GUIDANCE_LIMITS.notesChars} caracteres.`,
  contentTooLarge: 'O conteúdo da orientação é grande demais.',
  textTooLong: `Cada texto da orientação pode ter no máximo ${SAVED_GUIDANCE_LIMITS.textChars} caracteres.`,
  emptyUpdate: 'Envie isFavorite ou notes para atualizar a orientação.',
  limit: `O limite deve ser um número inteiro entre 1 e ${SAVED_GUIDANCE_LIMITS.maxListLimit}.`,
  guidanceId: 'Identificador de orientação inválido.',
} as const;

export const guidanceTypeSchema = z.enum(GUIDANCE_TYPES, { error: savedGuidanceMessages.guidanceType });

const guidanceText = z
  .string()
  .trim()
  .max(SAVED_GUIDANCE_LIMITS.textChars, savedGuidanceMessages.textTooLong);

/** A JSON object whose serialised form stays under the content limit. */
export const guidanceContentSchema = z
  .record(z.string(), z.unknown(), { error: 'O conteúdo da orientação deve ser um objeto.' })
  .refine(
    (content) => JSON.stringify(content).length <= SAVED_GUIDANCE_LIMITS.contentChars,
    savedGuidanceMessages.contentTooLarge,
  );

/** Spec §3 'Suggestion': id defaults to 'suggestion-{day}-{index}' on the client. */
export const savedSuggestionSchema = z.strictObject({
  id: z.string().trim().min(1).max(60),
  title: z.string().trim().max(SAVED_GUIDANCE_LIMITS.titleChars),
  description: z.string().trim().max(SAVED_GUIDANCE_LIMITS.itemChars).optional(),
  difficulty: z.enum(['fácil', 'médio', 'difícil']).optional(),
  timeRequired: z.string().trim().max(60).optional(),
  completed: z.boolean().default(false),
});

export const guidanceNotesSchema = z
  .string({ error: 'As notas devem ser um texto.' })
  .trim()
  .max(SAVED_GUIDANCE_LIMITS.notesChars, savedGuidanceMessages.notesTooLong);

export const saveGuidanceRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  guidanceType: guidanceTypeSchema,
  /** Defaults to the type's title, e.g. 'Orientação do Dia 3'. */
  title: z.string().trim().max(SAVED_GUIDANCE_LIMITS.titleChars).optional(),
  content: guidanceContentSchema.default({}),
  analysis: guidanceText.optional(),
  suggestions: z.array(savedSuggestionSchema).max(SAVED_GUIDANCE_LIMITS.listItems).optional(),
  motivation: guidanceText.optional(),
  nextSteps: z
    .array(z.string().trim().max(SAVED_GUIDANCE_LIMITS.itemChars))
    .max(SAVED_GUIDANCE_LIMITS.listItems)
    .optional(),
  notes: guidanceNotesSchema.optional(),
  isFavorite: z.boolean().optional(),
});
export type SaveGuidanceRequest = z.input<typeof saveGuidanceRequestSchema>;

export const guidanceIdSchema = z.uuid(savedGuidanceMessages.guidanceId);
export const guidanceIdParamSchema = z.object({ id: guidanceIdSchema });

export const savedGuidanceQuerySchema = z.strictObject({
  dayNumber: dayNumberSchema.optional(),
  guidanceType: guidanceTypeSchema.optional(),
  limit: z.coerce
    .number({ error: savedGuidanceMessages.limit })
    .int(savedGuidanceMessages.limit)
    .min(1, savedGuidanceMessages.limit)
    .max(SAVED_GUIDANCE_LIMITS.maxListLimit, savedGuidanceMessages.limit)
    .default(SAVED_GUIDANCE_LIMITS.defaultListLimit),
});

/** PUT /saved-guidance/{id}: the favourite toggle, the personal notes, or both. */
export const updateGuidanceRequestSchema = z
  .strictObject({ isFavorite: z.boolean().optional(), notes: guidanceNotesSchema.optional() })
  .refine(
    (body) => body.isFavorite !== undefined || body.notes !== undefined,
    savedGuidanceMessages.emptyUpdate,
  );

/** PUT /saved-guidance/{id}/progress: merged into the saved content (e.g. the suggestions with their ticks). */
export const guidanceProgressRequestSchema = z.strictObject({ content: guidanceContentSchema });

export const savedGuidanceSchema = z.object({
  id: z.string(),
  dayNumber: z.number(),
  guidanceType: guidanceTypeSchema,
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  analysis: z.string().nullable(),
  suggestions: z.array(savedSuggestionSchema),
  motivation: z.string().nullable(),
  nextSteps: z.array(z.string()),
  notes: z.string(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedGuidanceDto = z.infer<typeof savedGuidanceSchema>;

export const saveGuidanceResponseSchema = z.object({ id: z.string(), guidance: savedGuidanceSchema });
export type SaveGuidanceResponse = z.infer<typeof saveGuidanceResponseSchema>;

/** Newest first. */
export const savedGuidanceListResponseSchema = z.object({ guidance: z.array(savedGuidanceSchema) });
export type SavedGuidanceListResponse = z.infer<typeof savedGuidanceListResponseSchema>;

export const deleteGuidanceResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteGuidanceResponse = z.infer<typeof deleteGuidanceResponseSchema>;

/**
 * Spec §3 'Guidance progress', from the day's latest coaching guidance: its suggestions ticked over all of them
 * (or the counters its content holds). Zeros when nothing is saved for the day.
 */
export const guidanceProgressResponseSchema = z.object({
  dayNumber: z.number(),
  /** The coaching guidance the numbers come from; null when the day has none. */
  guidanceId: z.string().nullable(),
  coaching: z.object({
    completedTasks: z.number(),
    totalTasks: z.number(),
    completionPercentage: z.number(),
  }),
  /** Saved pieces of the day, by type. */
  savedByType: z.partialRecord(guidanceTypeSchema, z.number()),
});
export type GuidanceProgressResponse = z.infer<typeof guidanceProgressResponseSchema>;
