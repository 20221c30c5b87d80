import { Hono } from 'hono';
import { dayParam } from './daily-cues.routes.ts';
import type { DayPreparation } from './daily-meditation.ts';

/**
 * GET /api/audio/daily/:day/preparation → { day, state: ready|making|missing, estimateSeconds }: whether the day's
 * meditation is made, and if not how long it is expected to take, for the player's "Preparando a meditação do
 * dia…". Public, like the file; never cached, since it changes as the file is made.
 */
export function dailyPreparationRoutes(preparation: (day: number) => Promise<DayPreparation>) {
  return new Hono().get('/:day/preparation', async (c) => {
    const answer = await preparation(dayParam(c.req.param('day')));
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
