import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { readJourney } from './journey-service.ts';
import { readPushState } from '../push/index.ts';
import { requireUser } from '../account/index.ts';
import { userStatsDto } from './user-stats-dto.ts';

/**
 * /api/user/stats: where the subscriber stands, in numbers. The streak's day ends at midnight in the time zone
 * the reminders settings store (America/Sao_Paulo unless the person set another).
 */
export function userStatsRoutes({ runtime }: AppDeps) {
  return new Hono().use('*', requireUser).get('/stats', async (c) => {
    const { userId } = c.get('user');
    const [journey, push] = await Promise.all([readJourney(runtime, userId), readPushState(runtime, userId)]);
    return c.json(userStatsDto(journey, new Date(), push.preferences.timeZone));
  });
}
