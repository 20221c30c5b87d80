import { Hono } from 'hono';
import { careCheckInRequestSchema } from '../../contracts/ai.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import type { AiRoutes } from './route-context.ts';
import { appendAiEvents } from './generate.ts';

/**
 * POST /api/ai/care-check-in (issue 31): the person's answer to the mentor's check-in. "Sim" records the answer and
 * CareOffered (the client opens the care card); "Não, estou bem" records the answer only, and the client sends its
 * request again with `X-Care-Check-In: ok`. No words are kept, only the surface, the day and the answer.
 */
export function careCheckInRoutes({ aiDeps }: Pick<AiRoutes, 'aiDeps'>) {
  return new Hono().post('/care-check-in', validate('json', careCheckInRequestSchema), async (c) => {
    const { userId } = c.get('user');
    const request = c.req.valid('json');
    const { day, surface, answer } = request;
    await appendAiEvents(
      aiDeps,
      userId,
      [
        { type: 'CareCheckInAnswered', data: { day, surface, answer } },
        ...(answer === 'yes'
          ? [{ type: 'CareOffered' as const, data: { day, surface, signal: 'check-in', via: 'check-in' } }]
          : []),
      ],
      { key: idempotencyKey(c), request },
    );
    return c.json({ answer, care: answer === 'yes' });
  });
}
