import { z } from 'zod';

/** journey-{userId}: the 21-day programme. Every event sets absolute state, so a replay is harmless. */
const day = z.number().int().min(1).max(21);
const week = z.number().int().min(1).max(3);

export const journeyEvents = {
  TaskCompletionSet: z.object({ day, taskId: z.string().min(1), completed: z.boolean() }),
  ReflectionSaved: z.object({ day, text: z.string() }),
  AudioListened: z.object({ day, fraction: z.number().min(0).max(1) }),
  AudioMarkedPlayed: z.object({ day }),
  QuestionnaireAnswered: z.object({
    day,
    responses: z.array(
      z.object({ questionId: z.string().min(1), selectedOptions: z.array(z.string().min(1)) }),
    ),
  }),
  DayCompleted: z.object({ day }),
  WeeklyChallengeGenerated: z.object({
    week,
    title: z.string().min(1),
    tasks: z.array(
      z.object({ taskId: z.string().min(1), title: z.string().min(1), description: z.string() }),
    ),
  }),
  WeeklyChallengeTaskSet: z.object({ week, taskId: z.string().min(1), completed: z.boolean() }),
  JourneyRestarted: z.object({}),
} as const;
