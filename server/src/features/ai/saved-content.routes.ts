import { cardSchema, coachingResultSchema, generatedDayContentSchema } from '@detox/providers/ai/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type AiContentType,
  type CachedContentResponse,
  clearCacheSchema,
  contentQuerySchema,
  type SaveContentResponse,
  saveContentRequestSchema,
} from '../../contracts/ai.ts';
import { appendAiEvents, readCached } from './generate.ts';
import { ApiError } from '../../http/errors.ts';
import { optionalIdempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { aiMessages } from './messages.ts';
import type { AiRoutes } from './route-context.ts';

/** Copies of generated content the client saves, cache clearing ('Atualizar Conteúdo') and reading one back. */
export function savedContentRoutes({ aiDeps }: AiRoutes) {
  return new Hono()
    .post('/save-content', validate('json', saveContentRequestSchema), async (c) => {
      const { dayNumber, contentType, contentData } = c.req.valid('json');
      const userId = c.get('user').userId;
      // With the client's key a resend answers the same and stores nothing (issue 18).
      const key = optionalIdempotencyKey(c);
      if (contentData.action !== undefined) {
        if (!clearCacheSchema.safeParse(contentData).success) {
          throw new ApiError(400, aiMessages.unknownAction);
        }
        const data = { day: dayNumber, contentType };
        await appendAiEvents(
          aiDeps,
          userId,
          [{ type: 'AiContentCacheCleared', data }],
          key && { key, request: { type: 'AiContentCacheCleared', data } },
        );
        const answer: SaveContentResponse = { success: true, action: 'cleared' };
        return c.json(answer);
      }
      const data = {
        day: dayNumber,
        contentType,
        content: contentOfType(contentType, dayNumber, contentData),
      };
      await appendAiEvents(
        aiDeps,
        userId,
        [{ type: 'AiContentSaved', data }],
        key && { key, request: { type: 'AiContentSaved', data } },
      );
      const answer: SaveContentResponse = { success: true, action: 'saved' };
      return c.json(answer);
    })
    .get('/content', validate('query', contentQuerySchema), async (c) => {
      const { dayNumber, contentType } = c.req.valid('query');
      const cached = await readCached(aiDeps, c.get('user').userId, dayNumber, contentType);
      const answer: CachedContentResponse = cached
        ? {
            dayNumber,
            contentType,
            content_data: cached.content,
            created_at: cached.createdAt,
            source: cached.source,
          }
        : null;
      return c.json(answer);
    });
}

const savedShapes = {
  coaching: coachingResultSchema,
  'day-content': generatedDayContentSchema,
  cards: z.object({
    cards: z.array(cardSchema).min(1).max(4),
    needsMotivation: z.boolean(),
    needsCompletion: z.boolean(),
  }),
} as const;

/** A client-saved copy must have the content type's shape (extra fields are dropped) and belong to that day. */
function contentOfType(
  contentType: AiContentType,
  dayNumber: number,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = savedShapes[contentType].safeParse(data);
  if (!parsed.success) {
    throw new ApiError(400, aiMessages.wrongShape(contentType));
  }
  const content = parsed.data as Record<string, unknown>;
  if ('dayNumber' in content && content.dayNumber !== dayNumber) {
    throw new ApiError(400, aiMessages.otherDay);
  }
  return contentType === 'cards' ? { dayNumber, ...content } : content;
}
