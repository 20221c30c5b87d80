import type { SavedGuidanceState } from '@detox/projections/read-models/saved-guidance';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { dayNumberSchema } from '../../contracts/progress.ts';
import {
  coachingGuidanceTypes,
  type GuidanceProgressResponse,
  guidanceIdParamSchema,
  guidanceProgressRequestSchema,
  type SavedGuidanceDto,
  type SaveGuidanceResponse,
  saveGuidanceRequestSchema,
  savedGuidanceMessages,
  savedGuidanceQuerySchema,
  updateGuidanceRequestSchema,
} from '../../contracts/saved-guidance.ts';
import {
  coachingProgress,
  defaultGuidanceTitle,
  guidanceIdFor,
  listGuidance,
  readGuidance,
  runGuidanceCommand,
} from './guidance-service.ts';
import { requirePremium } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';

/** A text the client filled in; blank counts as absent. */
const filled = (text: string | undefined) => (text === undefined || text === '' ? undefined : text);

function savedGuidanceDto(guidance: SavedGuidanceState): SavedGuidanceDto {
  return {
    id: guidance.guidanceId,
    dayNumber: guidance.day,
    guidanceType: guidance.guidanceType,
    title: guidance.title,
    content: guidance.content,
    analysis: guidance.analysis,
    suggestions: guidance.suggestions,
    motivation: guidance.motivation,
    nextSteps: guidance.nextSteps,
    notes: guidance.notes,
    isFavorite: guidance.isFavorite,
    createdAt: guidance.createdAt,
    updatedAt: guidance.updatedAt,
  };
}

/**
 * Saved guidance under /api/ai (spec §7 AI; contract in contracts/saved-guidance.ts). Each route carries its own
 * guard, so nothing here touches the other /api/ai routes. Every rule is in the guidance decider.
 */
export function savedGuidanceRoutes({ runtime }: AppDeps) {
  async function current(userId: string, guidanceId: string): Promise<SavedGuidanceDto> {
    const guidance = await readGuidance(runtime, userId, guidanceId);
    if (!guidance) throw new ApiError(404, savedGuidanceMessages.notFound);
    return savedGuidanceDto(guidance);
  }

  return new Hono()
    .post('/save-guidance', requirePremium, validate('json', saveGuidanceRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { userId } = c.get('user');
      const key = idempotencyKey(c);
      const guidanceId = guidanceIdFor(userId, key.key);
      const guidance = {
        guidanceId,
        day: body.dayNumber,
        guidanceType: body.guidanceType,
        title: filled(body.title) ?? defaultGuidanceTitle(body.guidanceType, body.dayNumber),
        content: body.content,
        analysis: filled(body.analysis) ?? null,
        suggestions: body.suggestions ?? [],
        motivation: filled(body.motivation) ?? null,
        nextSteps: body.nextSteps ?? [],
        notes: body.notes ?? '',
        isFavorite: body.isFavorite ?? false,
      };
      await runGuidanceCommand(runtime, userId, { type: 'SaveGuidance', guidance }, key);
      const response: SaveGuidanceResponse = { id: guidanceId, guidance: await current(userId, guidanceId) };
      return c.json(response, 201);
    })
    .get('/saved-guidance', requirePremium, validate('query', savedGuidanceQuerySchema), async (c) => {
      const { dayNumber, guidanceType, limit } = c.req.valid('query');
      const rows = await listGuidance(runtime, c.get('user').userId, {
        dayNumber,
        guidanceTypes: guidanceType ? [guidanceType] : undefined,
        limit,
      });
      return c.json({ guidance: rows.map(savedGuidanceDto) });
    })
    .put(
      '/saved-guidance/:id',
      requirePremium,
      validate('param', guidanceIdParamSchema),
      validate('json', updateGuidanceRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { isFavorite, notes } = c.req.valid('json');
        const { userId } = c.get('user');
        const key = idempotencyKey(c);
        // Both in one request: two commands, each with its own key derived from the client's.
        if (isFavorite !== undefined)
          await runGuidanceCommand(runtime, userId, { type: 'SetFavorite', guidanceId: id, isFavorite }, key);
        if (notes !== undefined) {
          const notesKey =
            isFavorite === undefined ? key : { ...key, key: guidanceIdFor(userId, `${key.key}:notes`) };
          await runGuidanceCommand(runtime, userId, { type: 'SetNotes', guidanceId: id, notes }, notesKey);
        }
        return c.json(await current(userId, id));
      },
    )
    .put(
      '/saved-guidance/:id/progress',
      requirePremium,
      validate('param', guidanceIdParamSchema),
      validate('json', guidanceProgressRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { content } = c.req.valid('json');
        const { userId } = c.get('user');
        await runGuidanceCommand(
          runtime,
          userId,
          { type: 'SaveProgress', guidanceId: id, content },
          idempotencyKey(c),
        );
        return c.json(await current(userId, id));
      },
    )
    .delete('/saved-guidance/:id', requirePremium, validate('param', guidanceIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { userId } = c.get('user');
      const key = idempotencyKey(c);
      await runGuidanceCommand(runtime, userId, { type: 'DeleteGuidance', guidanceId: id }, key);
      return c.json({ id, deleted: true as const });
    })
    .get(
      '/guidance-progress/:dayNumber',
      requirePremium,
      validate('param', z.object({ dayNumber: dayNumberSchema })),
      async (c) => {
        const { dayNumber } = c.req.valid('param');
        const rows = await listGuidance(runtime, c.get('user').userId, {
          dayNumber,
          limit: 100,
        });
        const coaching = rows.find((row) => coachingGuidanceTypes.includes(row.guidanceType));
        const savedByType: GuidanceProgressResponse['savedByType'] = {};
        for (const row of rows) savedByType[row.guidanceType] = (savedByType[row.guidanceType] ?? 0) + 1;
        const response: GuidanceProgressResponse = {
          dayNumber,
          guidanceId: coaching?.guidanceId ?? null,
          coaching: coachingProgress(coaching),
          savedByType,
        };
        return c.json(response);
      },
    );
}
