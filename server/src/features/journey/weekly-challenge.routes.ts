import { weeklyChallengeTemplate } from '@detox/fixtures';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  dayNumberSchema,
  generateWeeklyChallengeRequestSchema,
  saveQuestionnaireRequestSchema,
  weeklyTaskProgressRequestSchema,
  weekNumberSchema,
} from '../../contracts/progress.ts';
import { readJourney, runJourneyCommand } from './journey-service.ts';
import { requireConsent, requirePremium } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { userStatsDto } from './user-stats-dto.ts';
import { weeklyAnalysisDto, weeklyChallengeDto, weeklyStatusDto } from './weekly-challenge-dto.ts';
import { journeyMessages } from './messages.ts';

const weekParam = z.object({ week: weekNumberSchema });
const notGenerated = (week: number) => new ApiError(404, journeyMessages.weekNotGenerated(week));

/** /api/weekly-challenge: the weekly challenges and, under the same base (spec §7), the daily questionnaire. */
export function weeklyChallengeRoutes({ runtime }: AppDeps) {
  return (
    new Hono()
      .use('*', requirePremium)
      // Questionnaire answers (mood, sleep, stress) are sensitive data: stored only with the subscriber's consent.
      .post(
        '/questionnaire/save',
        requireConsent('questionnaire_answers'),
        validate('json', saveQuestionnaireRequestSchema),
        async (c) => {
          const { dayNumber, responses } = c.req.valid('json');
          const answers = responses.map(({ questionId, selectedOptions }) => ({
            questionId,
            selectedOptions,
          }));
          const command = { type: 'AnswerQuestionnaire', day: dayNumber, responses: answers } as const;
          const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
          const answered = state.days[dayNumber - 1]?.questionnaire;
          return c.json({
            dayNumber,
            responses: answered?.responses ?? [],
            completedAt: answered?.completedAt ?? null,
          });
        },
      )
      .get('/questionnaire/:day', validate('param', z.object({ day: dayNumberSchema })), async (c) => {
        const { day } = c.req.valid('param');
        const answered = (await readJourney(runtime, c.get('user').userId)).days[day - 1]?.questionnaire;
        return c.json({
          dayNumber: day,
          responses: answered?.responses ?? [],
          completedAt: answered?.completedAt ?? null,
        });
      })
      .get('/status/check', async (c) =>
        c.json(weeklyStatusDto(await readJourney(runtime, c.get('user').userId))),
      )
      .get('/user/all', async (c) => {
        const state = await readJourney(runtime, c.get('user').userId);
        return c.json({ challenges: state.weeklyChallenges.map(weeklyChallengeDto) });
      })
      .get('/user/stats', async (c) => c.json(userStatsDto(await readJourney(runtime, c.get('user').userId))))
      .post('/generate', validate('json', generateWeeklyChallengeRequestSchema), async (c) => {
        const { weekNumber } = c.req.valid('json');
        const template = weeklyChallengeTemplate(weekNumber);
        if (!template) throw notGenerated(weekNumber);
        const tasks = template.tasks.map(({ taskId, title, description }) => ({
          taskId,
          title,
          description,
        }));
        const command = {
          type: 'GenerateWeeklyChallenge',
          week: weekNumber,
          title: template.title,
          tasks,
        } as const;
        const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
        const challenge = state.weeklyChallenges.find((candidate) => candidate.week === weekNumber);
        if (!challenge) throw notGenerated(weekNumber);
        return c.json(weeklyChallengeDto(challenge));
      })
      .get('/analysis/:week', validate('param', weekParam), async (c) => {
        const { week } = c.req.valid('param');
        const state = await readJourney(runtime, c.get('user').userId);
        const challenge = state.weeklyChallenges.find((candidate) => candidate.week === week);
        if (!challenge) throw notGenerated(week);
        return c.json(weeklyAnalysisDto(challenge));
      })
      .get('/:week', validate('param', weekParam), async (c) => {
        const { week } = c.req.valid('param');
        const state = await readJourney(runtime, c.get('user').userId);
        const challenge = state.weeklyChallenges.find((candidate) => candidate.week === week);
        if (!challenge) throw notGenerated(week);
        return c.json(weeklyChallengeDto(challenge));
      })
      .put(
        '/:week/progress',
        validate('param', weekParam),
        validate('json', weeklyTaskProgressRequestSchema),
        async (c) => {
          const { week } = c.req.valid('param');
          const { taskId, completed } = c.req.valid('json').progressData;
          const command = { type: 'SetWeeklyTask', week, taskId, completed } as const;
          const state = await runJourneyCommand(runtime, c.get('user').userId, command, idempotencyKey(c));
          const challenge = state.weeklyChallenges.find((candidate) => candidate.week === week);
          if (!challenge) throw notGenerated(week);
          return c.json(weeklyChallengeDto(challenge));
        },
      )
  );
}
