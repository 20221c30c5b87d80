import {
  activitiesResultSchema,
  cardSchema,
  cardTypeSchema,
  chatReplySchema,
  coachingResultSchema,
  generatedDayContentSchema,
  insightsSchema,
  MAX_CHAT_HISTORY,
  MAX_CHAT_MESSAGE_CHARS,
  meditationScriptSchema,
  progressAnalysisSchema,
  reflectionAnalysisSchema,
  relapsePlanSchema,
  wellbeingResultSchema,
} from '@detox/providers/ai/schemas';
import { REFLECTION_MAX_CHARS } from '@detox/fixtures/journey-rules';
import { careSurfaces } from '@detox/projections/events/ai';
import { z } from 'zod';

/**
 * The AI API (spec §7 AI): requests as the spec's client sends them, answers as the providers' schemas shape them.
 *
 * Every request is a strict object: an unknown field is refused (400). Fields the spec's client sends but the
 * server does not believe (`currentProgress`, `progressData`, `previousDaysData`, `userHistory`, `userContext`,
 * `numberOfCards`, the adaptation percentages, `timestamp`) are accepted and ignored: the server fills every
 * provider input from the fixtures and the subscriber's own read models (journey, questionnaire, reflection).
 *
 * Limits: texts are trimmed and bounded (reflection 5 000 characters, chat message 2 000, short fields 40–200);
 * sliders follow spec §5. A generated answer costs one unit of the daily `generation` quota (429 when spent).
 */

export const AI_LIMITS = {
  reflectionChars: REFLECTION_MAX_CHARS,
  chatMessageChars: MAX_CHAT_MESSAGE_CHARS,
  chatHistory: MAX_CHAT_HISTORY,
  shortTextChars: 200,
  moodChars: 40,
  listItems: 10,
  feedbackChars: 1000,
} as const;

export const aiMessages = {
  reflectionBlank: 'Que tal compartilhar seus pensamentos primeiro? Estou aqui para compreender você melhor!',
  reflectionTooLong: `Sua reflexão pode ter no máximo ${REFLECTION_MAX_CHARS} caracteres.`,
  chatBlank: 'Escreva uma mensagem para o mentor: ela não pode ficar vazia.',
  chatTooLong: `Sua mensagem pode ter no máximo ${MAX_CHAT_MESSAGE_CHARS} caracteres.`,
  textTooLong: 'Texto longo demais: você pode encurtá-lo e tentar de novo.',
  textBlank: 'O texto não pode ficar vazio.',
  dayInvalid: 'Dia inválido: deve estar entre 1 e 21.',
  sliderInvalid:
    'Valor de bem-estar inválido: o tempo de tela vai de 0 a 16 horas (passos de 0,5) e os demais de 1 a 10.',
  triggersRequired: 'Informe ao menos um gatilho para montar o plano de prevenção.',
  cardIdInvalid: 'Card inválido.',
  contentTypeInvalid: 'Tipo de conteúdo inválido.',
} as const;

const dayNumberSchema = z.coerce
  .number({ error: aiMessages.dayInvalid })
  .int(aiMessages.dayInvalid)
  .min(1, aiMessages.dayInvalid)
  .max(21, aiMessages.dayInvalid);

/** A short free text: trimmed, non-blank, bounded. */
const shortText = (max: number = AI_LIMITS.shortTextChars) =>
  z.string().trim().min(1, aiMessages.textBlank).max(max, aiMessages.textTooLong);
const textList = (maxChars: number = AI_LIMITS.shortTextChars) =>
  z.array(shortText(maxChars)).max(AI_LIMITS.listItems, 'Lista longa demais: envie no máximo 10 itens.');

/** Accepted for the spec's payload, never believed: the server reads its own read models instead. */
const ignored = z.unknown().optional();

export const userPreferencesRequestSchema = z.strictObject({
  activities: textList(60).optional(),
  /** Minutes a day; spec default 30. */
  timeAvailable: z.number().int().min(5).max(240).optional(),
  goals: textList(120).optional(),
});
export type UserPreferencesRequest = z.infer<typeof userPreferencesRequestSchema>;

/** Spec `userProfile`: only the preferences are used (the name comes from the account). */
export const userProfileRequestSchema = z.strictObject({
  id: ignored,
  email: ignored,
  name: ignored,
  preferences: userPreferencesRequestSchema.optional(),
});

/** `forceRefresh: true` ('Atualizar Conteúdo', 'Novas Orientações') bypasses the cache and generates again. */
const forceRefresh = z.boolean().optional();

export const coachingRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  userProfile: userProfileRequestSchema.optional(),
  currentProgress: ignored,
  forceRefresh,
});

/** POST /ai/daily-coaching: the coaching of the subscriber's current day (or of `dayNumber`), same cache. */
export const dailyCoachingRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema.optional(),
  userProfile: userProfileRequestSchema.optional(),
  forceRefresh,
  timestamp: ignored,
});

export const reflectionRequestSchema = z.strictObject({
  reflectionText: z
    .string({ error: aiMessages.reflectionBlank })
    .trim()
    .min(1, aiMessages.reflectionBlank)
    .max(REFLECTION_MAX_CHARS, aiMessages.reflectionTooLong),
  dayNumber: dayNumberSchema,
  userProfile: userProfileRequestSchema.optional(),
  userHistory: ignored,
});
export type ReflectionRequest = z.infer<typeof reflectionRequestSchema>;

export const activitiesRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  userPreferences: userPreferencesRequestSchema.optional(),
  /** Minutes; spec default 30. */
  availableTime: z.number().int().min(5).max(240).optional(),
  /** Spec default 'neutro'. */
  currentMood: shortText(AI_LIMITS.moodChars).optional(),
});

const level = z
  .number({ error: aiMessages.sliderInvalid })
  .int(aiMessages.sliderInvalid)
  .min(1, aiMessages.sliderInvalid)
  .max(10, aiMessages.sliderInvalid);

/** Spec §5 sliders: screenTime 0-16 step 0.5; the others 1-10 step 1. */
export const wellbeingUsageRequestSchema = z.strictObject({
  screenTime: z
    .number({ error: aiMessages.sliderInvalid })
    .min(0, aiMessages.sliderInvalid)
    .max(16, aiMessages.sliderInvalid)
    .multipleOf(0.5, aiMessages.sliderInvalid),
  sleepQuality: level,
  stressLevel: level,
  focusLevel: level,
  socialInteraction: level,
  physicalActivity: level,
  moodLevel: level,
});
export type WellbeingUsageRequest = z.infer<typeof wellbeingUsageRequestSchema>;

/** Spec §5 defaults of the 'Equilíbrio Interior' sliders. */
export const WELLBEING_DEFAULTS: WellbeingUsageRequest = {
  screenTime: 4,
  sleepQuality: 7,
  stressLevel: 5,
  focusLevel: 6,
  socialInteraction: 6,
  physicalActivity: 5,
  moodLevel: 7,
};

export const wellbeingRequestSchema = z.strictObject({
  usageData: wellbeingUsageRequestSchema,
  goals: textList(120).optional(),
  previousWeek: wellbeingUsageRequestSchema.optional(),
  /** The day the analysis belongs to; the subscriber's current day when absent. */
  dayNumber: dayNumberSchema.optional(),
});
export type WellbeingRequest = z.infer<typeof wellbeingRequestSchema>;

export const meditationRequestSchema = z.strictObject({
  /** Minutes of guided meditation, 2 to 30 (default 5, the spec's 300 s). */
  duration: z.number().int().min(2).max(30).optional(),
  focus: shortText().optional(),
  userState: shortText(300).optional(),
  dayNumber: dayNumberSchema.optional(),
});

export const chatTurnRequestSchema = z.strictObject({
  type: z.enum(['user', 'mentor']),
  content: z
    .string()
    .trim()
    .min(1)
    .max(MAX_CHAT_MESSAGE_CHARS * 2, aiMessages.textTooLong),
  id: ignored,
  timestamp: ignored,
});

export const chatRequestSchema = z.strictObject({
  message: z
    .string({ error: aiMessages.chatBlank })
    .trim()
    .min(1, aiMessages.chatBlank)
    .max(MAX_CHAT_MESSAGE_CHARS, aiMessages.chatTooLong),
  context: z
    .strictObject({
      dayNumber: dayNumberSchema.optional(),
      /** Earlier turns of this conversation, oldest first (the server keeps no chat log besides its events). */
      history: z
        .array(chatTurnRequestSchema)
        .max(MAX_CHAT_HISTORY, 'A conversa ficou longa demais: é melhor começar outra.')
        .optional(),
      currentProgress: ignored,
    })
    .optional(),
  userProfile: userProfileRequestSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const relapsePreventionRequestSchema = z.strictObject({
  userTriggers: z
    .array(shortText(), { error: aiMessages.triggersRequired })
    .min(1, aiMessages.triggersRequired)
    .max(AI_LIMITS.listItems, 'Lista longa demais: envie no máximo 10 itens.'),
  successStrategies: textList().optional(),
  supportSystem: textList().optional(),
  dayNumber: dayNumberSchema.optional(),
});

/** Spec 'Insights-now payload'; the reflection, questionnaire and history are read from the server's records. */
export const insightsNowRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  reflectionText: z.string().max(REFLECTION_MAX_CHARS, aiMessages.reflectionTooLong).optional(),
  mood: shortText(AI_LIMITS.moodChars).optional(),
  usageMetrics: ignored,
  userContext: ignored,
});
export type InsightsNowRequest = z.infer<typeof insightsNowRequestSchema>;

/** POST /ai/plan-tomorrow: coaching for the day after `dayNumber` (the current day when absent). */
export const planTomorrowRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema.optional(),
  userProfile: userProfileRequestSchema.optional(),
  timestamp: ignored,
});

export const dayContentRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  userProfile: userProfileRequestSchema.optional(),
  progressData: ignored,
  timestamp: ignored,
  forceRefresh,
});

export const analyzeProgressRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  userProfile: userProfileRequestSchema.optional(),
  progressData: ignored,
  previousDaysData: ignored,
  timestamp: ignored,
});

export const cardsRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  userProfile: userProfileRequestSchema.optional(),
  progressData: ignored,
  /** Types to draw from, in order; spec default task, reflection, activity, challenge. */
  cardTypes: z.array(cardTypeSchema).min(1).max(5).optional(),
  dayStatus: ignored,
  /** The server decides the count from the day's completion (spec §9). */
  numberOfCards: ignored,
  adaptationContext: z
    .strictObject({
      progressPercentage: ignored,
      needsMotivation: ignored,
      needsCompletion: ignored,
      strugglingAreas: textList(120).optional(),
      strengths: textList(120).optional(),
    })
    .optional(),
  timestamp: ignored,
});

export const cardIdSchema = z.string().regex(/^card-([1-9]|1\d|2[01])-\d{1,2}$/, aiMessages.cardIdInvalid);

export const updateCardProgressRequestSchema = z.strictObject({
  cardId: cardIdSchema,
  completed: z.boolean(),
  feedback: z.string().trim().max(AI_LIMITS.feedbackChars, aiMessages.textTooLong).optional(),
  /** Minutes spent on the card. */
  timeSpent: z.number().min(0).max(1440).optional(),
  timestamp: ignored,
});
export type UpdateCardProgressRequest = z.infer<typeof updateCardProgressRequestSchema>;

/** What the content cache holds, keyed by (user, day, type). */
export const aiContentTypeSchema = z.enum(['day-content', 'coaching', 'cards'], {
  error: aiMessages.contentTypeInvalid,
});
export type AiContentType = z.infer<typeof aiContentTypeSchema>;

export const clearCacheSchema = z.strictObject({ action: z.literal('clear_cache'), timestamp: ignored });

/**
 * POST /ai/save-content: `{action: 'clear_cache'}` forgets the cached copy (the next visit generates again);
 * any other contentData must match the content type's shape (a client-updated copy, e.g. ticked suggestions).
 */
export const saveContentRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  contentType: aiContentTypeSchema,
  contentData: z.record(z.string(), z.unknown()),
});
export type SaveContentRequest = z.infer<typeof saveContentRequestSchema>;

export const contentQuerySchema = z.strictObject({
  dayNumber: dayNumberSchema,
  contentType: aiContentTypeSchema,
});

// ----- Answers -----

/**
 * Where a piece came from: recorded with every generated answer (AiContentGenerated).
 *
 * `safety` is the crisis policy's word for the client (issue 19): 'crisis' means the person's text (or the
 * generated answer) suggested a risk of suicide or self-harm, so nothing was generated: the answer, in the usual
 * shape of the feature, is the reviewed care text (`model: 'safety-template'`): CVV 188 (free, 24 h) or the chat at
 * cvv.org.br, SAMU 192, 190 or a UPA when in danger now, the CAPS for follow-up. The client shows its care card
 * (CVV 188, cvv.org.br) whenever it reads 'crisis'. The answer never quotes what the person wrote, and the event
 * keeps none of it (a CareOffered event records the surface and the kind of signal only).
 */
export const aiSourceSchema = z.object({
  provider: z.enum(['fake', 'openai', 'local']),
  model: z.string(),
  promptVersion: z.string(),
  /** 'check-in': unsure, the client asks first (careCheckInRequestSchema); the content is not to be shown. */
  safety: z.enum(['normal', 'crisis', 'check-in']),
});
export type AiSource = z.infer<typeof aiSourceSchema>;

/**
 * The care answer of a surface that has no text shape of its own to fill (the audio routes: a personalised
 * session whose intention, or a text to be read aloud, suggests a crisis): 200 with this instead of a session or
 * MP3 bytes. `message` is the care text; `source.safety` is 'crisis'.
 */
/**
 * POST /api/ai/care-check-in: the person's answer to the check-in a 'check-in' answer asked for. 'yes' records it and
 * CareOffered (the client shows the care card); 'no' records it, and the client sends its request again with the
 * header `X-Care-Check-In: ok`, under which only a confident crisis stops the answer.
 */
export const careCheckInRequestSchema = z.strictObject({
  day: z.number().int().min(1).max(21),
  surface: z.enum(careSurfaces),
  answer: z.enum(['yes', 'no']),
});
export type CareCheckInRequest = z.infer<typeof careCheckInRequestSchema>;
export const CARE_CHECK_IN_HEADER = 'X-Care-Check-In';

export const careResponseSchema = z.object({
  care: z.literal(true),
  message: z.string(),
  source: aiSourceSchema,
});
export type CareResponse = z.infer<typeof careResponseSchema>;

const cacheFields = {
  isFromCache: z.boolean(),
  /** When the shown copy was generated (ISO). */
  cacheTimestamp: z.string(),
  source: aiSourceSchema,
};

export const coachingResponseSchema = coachingResultSchema.extend({
  dayNumber: z.number(),
  completedTasksCount: z.number(),
  totalTasksCount: z.number(),
  completionPercentage: z.number(),
  ...cacheFields,
});
export type CoachingResponse = z.infer<typeof coachingResponseSchema>;

export const dayContentResponseSchema = generatedDayContentSchema.extend({
  ...cacheFields,
  /** Ids of the cards the subscriber has ticked (update-card-progress), so a reload shows them ticked. */
  completedCards: z.array(z.string()),
});
export type DayContentResponse = z.infer<typeof dayContentResponseSchema>;

export const cardsResponseSchema = z.object({
  dayNumber: z.number(),
  cards: z.array(cardSchema),
  needsMotivation: z.boolean(),
  needsCompletion: z.boolean(),
  progressPercentage: z.number(),
  /** 'local' when generation failed and the built-in cards of the day were answered instead. */
  ...cacheFields,
});
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

const withSource = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ dayNumber: z.number(), source: aiSourceSchema });

export const reflectionResponseSchema = withSource(reflectionAnalysisSchema);
export type ReflectionResponse = z.infer<typeof reflectionResponseSchema>;
export const activitiesResponseSchema = activitiesResultSchema.extend({ source: aiSourceSchema });
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
export const wellbeingResponseSchema = withSource(wellbeingResultSchema);
export type WellbeingResponse = z.infer<typeof wellbeingResponseSchema>;
export const meditationResponseSchema = withSource(meditationScriptSchema);
export type MeditationResponse = z.infer<typeof meditationResponseSchema>;
/** Spec §7: the chat answer is in `response`. */
export const chatResponseSchema = withSource(chatReplySchema).extend({ timestamp: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
export const relapsePreventionResponseSchema = withSource(relapsePlanSchema);
export type RelapsePreventionResponse = z.infer<typeof relapsePreventionResponseSchema>;
export const insightsResponseSchema = withSource(insightsSchema);
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
export const planTomorrowResponseSchema = withSource(coachingResultSchema);
export type PlanTomorrowResponse = z.infer<typeof planTomorrowResponseSchema>;
export const analyzeProgressResponseSchema = progressAnalysisSchema.extend({ source: aiSourceSchema });
export type AnalyzeProgressResponse = z.infer<typeof analyzeProgressResponseSchema>;

export const updateCardProgressResponseSchema = z.object({
  success: z.literal(true),
  cardId: z.string(),
  completed: z.boolean(),
  /** Cards of that day marked done, out of the cards shown. */
  completedCards: z.number(),
  totalCards: z.number(),
});
export type UpdateCardProgressResponse = z.infer<typeof updateCardProgressResponseSchema>;

export const saveContentResponseSchema = z.object({
  success: z.literal(true),
  action: z.enum(['saved', 'cleared']),
});
export type SaveContentResponse = z.infer<typeof saveContentResponseSchema>;

/** GET /ai/content: the cached piece, or null (spec: 'failure returns null'). */
export const cachedContentResponseSchema = z
  .object({
    dayNumber: z.number(),
    contentType: aiContentTypeSchema,
    content_data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    source: aiSourceSchema,
  })
  .nullable();
export type CachedContentResponse = z.infer<typeof cachedContentResponseSchema>;

export const aiTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  provider: z.string(),
  model: z.string(),
  latencyMs: z.number(),
});
export type AiTestResponse = z.infer<typeof aiTestResponseSchema>;

export const aiStatusResponseSchema = z.object({
  provider: z.string(),
  model: z.string(),
  /** Whether the saved reflections go to the mentor (consent 'ai_reflections'). */
  reflectionsShared: z.boolean(),
  quotas: z.array(
    z.object({
      kind: z.enum(['generation', 'tts']),
      used: z.number(),
      limit: z.number(),
      remaining: z.number(),
    }),
  ),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;
