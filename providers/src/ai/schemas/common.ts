import { z } from 'zod';

/**
 * Pieces shared by the AI inputs and outputs. Inputs are filled by the server from the fixtures and the read
 * models; this package imports neither, so every fact a provider needs arrives in its input.
 */

export const TOTAL_DAYS = 21;

/** The longest reflection or free text a provider accepts; the API uses the same limits. */
export const REFLECTION_MAX_CHARS = 5000;
export const MAX_CHAT_MESSAGE_CHARS = 2000;
export const MAX_CHAT_HISTORY = 20;

/** A non-blank text of bounded length (model answers that run away are refused). */
export const text = (max = 2000) => z.string().trim().min(1).max(max);
/** A list of short texts, e.g. next steps or recommendations. */
export const textList = (min: number, max: number, maxChars = 400) =>
  z.array(text(maxChars)).min(min).max(max);

export const dayNumberSchema = z.number().int().min(1).max(TOTAL_DAYS);
export const percentageSchema = z.number().min(0).max(100);

export const difficultySchema = z.enum(['fácil', 'médio', 'difícil']);
export type Difficulty = z.infer<typeof difficultySchema>;

/** The user as the mentor addresses them. `name` may be the fallback 'Usuário'. */
export const userProfileSchema = z.strictObject({
  name: text(80),
  preferences: z.strictObject({
    activities: z.array(text(60)).max(10),
    /** Minutes a day the user can give the programme. */
    timeAvailable: z.number().int().min(5).max(240),
    goals: z.array(text(120)).max(10),
  }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The static programme day (fixtures), as much of it as the mentor needs. */
export const programmeDayInputSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  title: text(120),
  theme: text(200),
  tasks: z
    .array(z.strictObject({ id: text(20), title: text(200) }))
    .min(1)
    .max(10),
  reflectionPrompt: z.strictObject({
    title: text(200),
    paragraphs: z.array(text(2000)).max(8),
  }),
  audio: z.strictObject({ title: text(120), description: text(600) }),
});
export type ProgrammeDayInput = z.infer<typeof programmeDayInputSchema>;

/** One answered question of the daily questionnaire, with the texts the user saw. */
export const questionnaireAnswerSchema = z.strictObject({
  questionId: text(60),
  question: text(300),
  answers: z.array(z.strictObject({ text: text(200), value: z.number().int().min(1).max(5) })).min(1),
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

/** What the user actually did on the day being talked about. */
export const dayProgressInputSchema = z.strictObject({
  tasks: z.array(z.strictObject({ id: text(20), title: text(200), completed: z.boolean() })).max(10),
  /** The day's written reflection; empty when none was written yet. */
  reflectionText: z.string().max(REFLECTION_MAX_CHARS),
  audioPlayed: z.boolean(),
  questionnaire: z.array(questionnaireAnswerSchema).max(10),
  completed: z.boolean(),
});
export type DayProgressInput = z.infer<typeof dayProgressInputSchema>;

/** A summary of an earlier day, for continuity ("ontem você..."). */
export const previousDaySchema = z.strictObject({
  dayNumber: dayNumberSchema,
  title: text(120),
  reflectionText: z.string().max(REFLECTION_MAX_CHARS),
  audioPlayed: z.boolean(),
  tasksCompleted: z.number().int().min(0).max(10),
  totalTasks: z.number().int().min(0).max(10),
  completed: z.boolean(),
});
export type PreviousDay = z.infer<typeof previousDaySchema>;
export const previousDaysSchema = z.array(previousDaySchema).max(TOTAL_DAYS);
