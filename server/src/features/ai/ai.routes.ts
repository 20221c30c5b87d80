import { TEST_CONNECTION_ERROR } from '@detox/providers';
import { Hono } from 'hono';
import type { AiStatusResponse, AiTestResponse } from '../../contracts/ai.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type AiDeps, aiProviderOf, measured } from './generate.ts';
import { quotaUsage } from './quota.ts';
import { requirePremium } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { cardRoutes } from './cards.routes.ts';
import { mentorRoutes } from './mentor.routes.ts';
import { savedContentRoutes } from './saved-content.routes.ts';
import { careCheckInRoutes } from './care-check-in.routes.ts';
import { savedGuidanceRoutes } from './saved-guidance.routes.ts';
import { failure } from './messages.ts';
import type { AiRoutes } from './route-context.ts';
import { mentorDays } from './mentor-day.ts';

/**
 * /api/ai (spec §7 AI), for subscribers: the connection test and status here, the mentor's answers
 * (mentor.routes.ts), the day's content and cards (cards.routes.ts), saved copies of generated content
 * (saved-content.routes.ts) and saved guidance (saved-guidance.routes.ts, its own stream and decider).
 */
export function aiRoutes(deps: AppDeps) {
  const ai = aiProviderOf(deps);
  const aiDeps: AiDeps = { runtime: deps.runtime, config: deps.config, logger: deps.logger, ai };
  const shared: AiRoutes = { deps, ai, aiDeps, mentorOn: mentorDays(aiDeps) };

  return new Hono()
    .use('*', requirePremium)
    .get('/test', async (c) => {
      try {
        const { latencyMs } = await measured(ai.name, 'testConnection', () => ai.testConnection());
        const body: AiTestResponse = {
          success: true,
          message: 'Conexão com o mentor estabelecida.',
          provider: ai.name,
          model: ai.model,
          latencyMs,
        };
        return c.json(body);
      } catch (error) {
        deps.logger.warn({ err: error }, 'teste de conexão com a IA falhou');
        throw new ApiError(503, TEST_CONNECTION_ERROR, 'provider_unavailable');
      }
    })
    .get('/status', async (c) => {
      const user = c.get('user');
      const quotas = await quotaUsage(deps, user.userId).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'status da IA indisponível');
        throw new ApiError(503, failure.status);
      });
      const body: AiStatusResponse = {
        provider: ai.name,
        model: ai.model,
        reflectionsShared: user.consents.includes('ai_reflections'),
        quotas,
      };
      return c.json(body);
    })
    .route('/', mentorRoutes(shared))
    .route('/', cardRoutes(shared))
    .route('/', savedContentRoutes(shared))
    .route('/', careCheckInRoutes(shared))
    .route('/', savedGuidanceRoutes(deps));
}
