import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import {
  audioRequestSchema,
  completeDayRequestSchema,
  dayNumberSchema,
  saveReflectionRequestSchema,
  setTaskRequestSchema,
} from '../../contracts/progress.ts';
import { readJourney, readJourneyEntry, runJourneyCommand } from './journey-service.ts';
import { requirePremium } from '../account/index.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { z } from 'zod';
import { dayProgressDto, overallProgressDto, progressWriteResponse } from './progress-dto.ts';
import { progressHistoryDto } from './progress-history-dto.ts';

const utf8 = new TextEncoder();

/** /api/progress: the subscriber's 21 days. Every rule is enforced by the journey decider. */
export function progressRoutes({ runtime }: AppDeps) {
  return new Hono()
    .use('*', requirePremium)
    .get('/', async (c) => {
      // The app asks for this after every change: its JSON is built once per journey position.
      const journey = await readJourneyEntry(runtime, c.get('user').userId);
      let body = journey.answers.get('progress');
      if (body === undefined) {
        body = utf8.encode(JSON.stringify(overallProgressDto(journey.state)));
        journey.answers.set('progress', body);
      }
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    })
    .get('/history', async (c) =>
      c.json(progressHistoryDto(await readJourney(runtime, c.get('user').userId))),
    )
    .get('/day/:dayNumber', validate('param', z.object({ dayNumber: dayNumberSchema })), async (c) => {
      const { dayNumber } = c.req.valid('param');
      return c.json(dayProgressDto(await readJourney(runtime, c.get('user').userId), dayNumber));
    })
    .post('/task', validate('json', setTaskRequestSchema), async (c) => {
      const { dayNumber, taskId, completed } = c.req.valid('json');
      const command = { type: 'SetTask', day: dayNumber, taskId, completed } as const;
      const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
      return c.json(progressWriteResponse(state, dayNumber));
    })
    .post('/reflection', validate('json', saveReflectionRequestSchema), async (c) => {
      const { dayNumber, reflection } = c.req.valid('json');
      const command = { type: 'SaveReflection', day: dayNumber, text: reflection } as const;
      const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
      return c.json(progressWriteResponse(state, dayNumber));
    })
    .post('/audio', validate('json', audioRequestSchema), async (c) => {
      const { dayNumber, audioPlayed, listenedFraction } = c.req.valid('json');
      const command = { type: 'ReportAudio', day: dayNumber, audioPlayed, listenedFraction } as const;
      const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
      return c.json(progressWriteResponse(state, dayNumber));
    })
    .post('/complete-day', validate('json', completeDayRequestSchema), async (c) => {
      const { dayNumber } = c.req.valid('json');
      const command = { type: 'CompleteDay', day: dayNumber } as const;
      const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
      return c.json(progressWriteResponse(state, dayNumber));
    })
    .post('/restart', async (c) => {
      const state = await runJourneyCommand(
        runtime,
        c.get('user').userId,
        { type: 'RestartJourney' },
        idempotencyKey(c),
      );
      return c.json(overallProgressDto(state));
    });
}
