import { REFLECTION_MAX_CHARS } from '@detox/fixtures/journey-rules';
import { z } from 'zod';

/** The daily programme API (spec §7 Progress, Weekly challenge). Every write needs an Idempotency-Key header. */

export const dayNumberSchema = z.coerce
  .number({ error: 'Dia inválido.' })
  .int('Dia inválido.')
  .min(1, 'Dia inválido: deve estar entre 1 e 21.')
  .max(21, 'Dia inválido: deve estar entre 1 e 21.');
export const weekNumberSchema = z.coerce
  .number({ error: 'Semana inválida.' })
  .int('Semana inválida.')
  .min(1, 'Semana inválida: deve estar entre 1 e 3.')
  .max(3, 'Semana inválida: deve estar entre 1 e 3.');

export const setTaskRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  taskId: z.string().min(1).max(20),
  completed: z.boolean(),
});
export const saveReflectionRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  reflection: z
    .string()
    .max(REFLECTION_MAX_CHARS, `A reflexão pode ter no máximo ${REFLECTION_MAX_CHARS} caracteres.`),
});
export const audioRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  audioPlayed: z.boolean(),
  /** Fraction of the day's audio the player saw listened, 0–1. */
  listenedFraction: z.number().min(0).max(1).default(0),
});
export const completeDayRequestSchema = z.strictObject({ dayNumber: dayNumberSchema });

export const questionnaireAnswerSchema = z.strictObject({
  questionId: z.string().min(1).max(40),
  selectedOptions: z.array(z.string().min(1).max(40)).max(10),
  timestamp: z.string().max(40).optional(),
  dayNumber: dayNumberSchema.optional(),
});
export const saveQuestionnaireRequestSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  responses: z.array(questionnaireAnswerSchema).min(1).max(10),
  dailyProgressId: z.string().max(100).nullable().optional(),
});

export const generateWeeklyChallengeRequestSchema = z.strictObject({ weekNumber: weekNumberSchema });
export const weeklyTaskProgressRequestSchema = z.strictObject({
  progressData: z.strictObject({
    taskId: z.string().min(1).max(60),
    completed: z.boolean(),
    completedAt: z.string().max(40).nullable().optional(),
  }),
});

export const dayStatusSchema = z.enum(['locked', 'available', 'in_progress', 'completed']);

export const dayProgressSchema = z.object({
  dayNumber: z.number(),
  title: z.string(),
  theme: z.string(),
  status: dayStatusSchema,
  tasks: z.array(z.object({ id: z.string(), title: z.string(), completed: z.boolean() })),
  reflection: z.string(),
  audioPlayed: z.boolean(),
  audioListened: z.number(),
  questionnaireAnswered: z.boolean(),
  completed: z.boolean(),
  mood: z.string(),
  /** Percentages 0–100: tasks, daily challenge counter, AI coaching, questionnaire and the weighted total. */
  totals: z.object({
    tasks: z.number(),
    dailyChallenge: z.number(),
    coaching: z.number(),
    questionnaire: z.number(),
    total: z.number(),
  }),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DayProgressDto = z.infer<typeof dayProgressSchema>;

export const overallProgressSchema = z.object({
  progress: z.array(dayProgressSchema),
  currentDay: z.number(),
  isCompleted: z.boolean(),
  daysCompleted: z.number(),
  summary: z.object({ completedTasks: z.number(), totalTasks: z.number(), progressPercentage: z.number() }),
});
export type OverallProgressDto = z.infer<typeof overallProgressSchema>;

/** What every progress write answers: the day after the write, and where the journey stands. */
export const progressWriteResponseSchema = z.object({
  day: dayProgressSchema,
  currentDay: z.number(),
  isCompleted: z.boolean(),
});
export type ProgressWriteResponse = z.infer<typeof progressWriteResponseSchema>;

export const questionnaireResponseSchema = z.object({
  dayNumber: z.number(),
  responses: z.array(z.object({ questionId: z.string(), selectedOptions: z.array(z.string()) })),
  completedAt: z.string().nullable(),
});
export type QuestionnaireResponseDto = z.infer<typeof questionnaireResponseSchema>;

export const weeklyChallengeSchema = z.object({
  weekNumber: z.number(),
  title: z.string(),
  description: z.string(),
  unlockDay: z.number(),
  tasks: z.array(
    z.object({
      taskId: z.string(),
      title: z.string(),
      description: z.string(),
      completed: z.boolean(),
      completedAt: z.string().nullable(),
    }),
  ),
  completedTasks: z.number(),
  generatedAt: z.string(),
});
export type WeeklyChallengeDto = z.infer<typeof weeklyChallengeSchema>;

export const weeklyStatusSchema = z.object({
  currentDay: z.number(),
  weeks: z.array(
    z.object({
      weekNumber: z.number(),
      unlockDay: z.number(),
      unlocked: z.boolean(),
      generated: z.boolean(),
    }),
  ),
});

export const userStatsSchema = z.object({
  daysCompleted: z.number(),
  currentDay: z.number(),
  isCompleted: z.boolean(),
  completedTasks: z.number(),
  totalTasks: z.number(),
  progressPercentage: z.number(),
  reflectionsWritten: z.number(),
  audiosPlayed: z.number(),
  questionnairesAnswered: z.number(),
  weeklyTasksCompleted: z.number(),
  /**
   * Calendar days with a day completed in the current streak, in the person's time zone (the reminders', else
   * America/Sao_Paulo); one missed day a week pauses the streak instead of ending it (issue 24).
   */
  streakDays: z.number(),
  streak: z.object({
    days: z.number(),
    /** The missed days (YYYY-MM-DD, newest first) the streak rested on: one a week at most. */
    restDays: z.array(z.string()),
    /** Yesterday was a rest day and today is not done yet. */
    paused: z.boolean(),
    /** No rest day in the last seven days: missing today would not end the streak. */
    restDayAvailable: z.boolean(),
    /** The person's today, YYYY-MM-DD. */
    today: z.string(),
    timeZone: z.string(),
  }),
});
export type UserStatsDto = z.infer<typeof userStatsSchema>;

/**
 * The questionnaire's measures a person can follow over the days (issue 23), as question ids of
 * fixtures/src/questionnaire.ts. Each answer's value runs 1–5, higher being better (stress too: 5 is calm).
 */
export const PROGRESS_MEASURES = [
  'mood_today',
  'screen_time_feeling',
  'motivation_level',
  'sleep_quality',
  'stress_level',
] as const;
export type ProgressMeasure = (typeof PROGRESS_MEASURES)[number];

export const progressHistoryDaySchema = z.object({
  dayNumber: z.number(),
  /** The programme day's title. */
  title: z.string(),
  status: dayStatusSchema,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  tasksDone: z.number(),
  tasksTotal: z.number(),
  /** The share of the day's meditation listened times its length, in whole minutes. */
  minutesMeditated: z.number(),
  /** The value (1–5) of each measure's answer; null when not asked that day or not answered. */
  measures: z.object({
    mood_today: z.number().nullable(),
    screen_time_feeling: z.number().nullable(),
    motivation_level: z.number().nullable(),
    sleep_quality: z.number().nullable(),
    stress_level: z.number().nullable(),
  }),
  reflection: z.string(),
  /** When the day last changed (the reflection's last save among others). */
  updatedAt: z.string().nullable(),
});
export type ProgressHistoryDayDto = z.infer<typeof progressHistoryDaySchema>;

/** GET /api/progress/history: the 21 days in figures, for the progress charts, the reports and the journal. */
export const progressHistorySchema = z.object({
  currentDay: z.number(),
  daysCompleted: z.number(),
  isCompleted: z.boolean(),
  days: z.array(progressHistoryDaySchema),
});
export type ProgressHistoryDto = z.infer<typeof progressHistorySchema>;
