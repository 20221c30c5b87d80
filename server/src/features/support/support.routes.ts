import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import {
  type SupportExport,
  type SupportReplay,
  supportReplayQuerySchema,
  supportSearchQuerySchema,
  type SupportSubscriber,
  type SupportTimeline,
  supportUserParamSchema,
} from '../../contracts/support.ts';
import { requireRole } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import type { Runtime } from '../../runtime.ts';
import {
  findSubscriber,
  readTimelineEvents,
  searchSubscribers,
  recordSupportAccess,
  replayJourney,
  toTimeline,
} from './timeline.ts';
import { currentDay } from '@detox/projections';
import { analyticsRoutes } from './analytics.routes.ts';
import { dayProgressDto, overallProgressDto } from '../journey/index.ts';

const supportMessages = {
  notFound: 'Nenhum assinante ou comprador encontrado com essa busca.',
  unknownUser: 'Assinante não encontrado.',
  unknownEvent: 'Este evento não está na linha do tempo do assinante.',
} as const;

async function subscriberById(runtime: Runtime, userId: string): Promise<SupportSubscriber> {
  const subscriber = await findSubscriber(runtime, userId);
  if (!subscriber) throw new ApiError(404, supportMessages.unknownUser);
  return subscriber;
}

/**
 * /api/support: support and admins find a subscriber, read their timeline, replay their journey at any event
 * and export the timeline. Every access is first recorded in the subscriber's support stream.
 */
export function supportRoutes({ runtime, logger }: AppDeps) {
  return new Hono()
    .use('*', requireRole('support'))
    .route('/analytics', analyticsRoutes({ runtime, logger }))
    .get('/users', validate('query', supportSearchQuerySchema), async (c) => {
      const result = await searchSubscribers(runtime, c.req.valid('query').q);
      if (result.matches.length === 0) throw new ApiError(404, supportMessages.notFound);
      // One record per person the answer shows, in their support stream.
      for (const match of result.matches) {
        await recordSupportAccess(runtime, {
          agent: c.get('user'),
          subscriberId: match.key,
          action: 'search',
          requestId: c.get('requestId'),
        });
      }
      return c.json(result);
    })
    .get('/users/:userId/timeline', validate('param', supportUserParamSchema), async (c) => {
      const subscriber = await subscriberById(runtime, c.req.valid('param').userId);
      await recordSupportAccess(runtime, {
        agent: c.get('user'),
        subscriberId: subscriber.key,
        action: 'timeline',
        requestId: c.get('requestId'),
      });
      const body: SupportTimeline = {
        subscriber,
        events: toTimeline(await readTimelineEvents(runtime.store, subscriber), subscriber.userId),
      };
      return c.json(body);
    })
    .get(
      '/users/:userId/replay',
      validate('param', supportUserParamSchema),
      validate('query', supportReplayQuerySchema),
      async (c) => {
        const subscriber = await subscriberById(runtime, c.req.valid('param').userId);
        const { at, day } = c.req.valid('query');
        const events = await readTimelineEvents(runtime.store, subscriber);
        const upTo = events.findIndex((event) => event.eventId === at);
        const chosen = toTimeline(events, subscriber.userId)[upTo];
        if (upTo < 0 || !chosen) throw new ApiError(404, supportMessages.unknownEvent);
        await recordSupportAccess(runtime, {
          agent: c.get('user'),
          subscriberId: subscriber.key,
          action: 'replay',
          atEventId: at,
          requestId: c.get('requestId'),
        });
        const { state, folded } = replayJourney(events, subscriber.userId, upTo);
        const body: SupportReplay = {
          at: chosen,
          journeyEventsFolded: folded,
          progress: overallProgressDto(state),
          selectedDay: dayProgressDto(state, day ?? currentDay(state)),
        };
        return c.json(body);
      },
    )
    .get('/users/:userId/export', validate('param', supportUserParamSchema), async (c) => {
      const subscriber = await subscriberById(runtime, c.req.valid('param').userId);
      const agent = c.get('user');
      await recordSupportAccess(runtime, {
        agent,
        subscriberId: subscriber.key,
        action: 'export',
        requestId: c.get('requestId'),
      });
      const body: SupportExport = {
        exportedAt: new Date().toISOString(),
        exportedBy: agent.email,
        subscriber,
        events: toTimeline(await readTimelineEvents(runtime.store, subscriber), subscriber.userId),
      };
      c.header(
        'Content-Disposition',
        `attachment; filename="linha-do-tempo-${subscriber.userId ?? 'comprador'}.json"`,
      );
      return c.json(body);
    });
}
