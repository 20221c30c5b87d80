import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { readJourney } from '../../features/journey/journey-service.ts';
import { requireUser } from '../../features/account/guards.ts';
import { userStatsDto } from './user-stats-dto.ts';

/** /api/user/stats: where the subscriber stands, in numbers. */
export function userStatsRoutes({ runtime }: AppDeps) {
  return new Hono()
    .use('*', requireUser)
    .get('/stats', async (c) => c.json(userStatsDto(await readJourney(runtime, c.get('user').userId))));
}
