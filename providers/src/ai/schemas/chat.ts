import { z } from 'zod';
import {
  dayProgressInputSchema,
  MAX_CHAT_HISTORY,
  MAX_CHAT_MESSAGE_CHARS,
  programmeDayInputSchema,
  text,
  userProfileSchema,
} from './common.ts';

const chatTurnSchema = z.strictObject({
  role: z.enum(['user', 'mentor']),
  content: z
    .string()
    .min(1)
    .max(MAX_CHAT_MESSAGE_CHARS * 2),
});

export const chatInputSchema = z.strictObject({
  message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_CHARS),
  /** Earlier turns of this conversation, oldest first. */
  history: z.array(chatTurnSchema).max(MAX_CHAT_HISTORY),
  context: z.strictObject({ day: programmeDayInputSchema, progress: dayProgressInputSchema }),
  profile: userProfileSchema,
});
export type ChatInput = z.infer<typeof chatInputSchema>;

/** Spec §7: the chat call answers with a `response` field. */
export const chatReplySchema = z.object({ response: text(2500) });
export type ChatReply = z.infer<typeof chatReplySchema>;
