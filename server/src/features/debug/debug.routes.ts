import { programmeDay, questionsForDay, TASKS_PER_DAY } from '@detox/fixtures';
import {
  dailyChallengeItems,
  dayIsCompleted,
  dayIsOpen,
  dayStatus,
  type JourneyState,
  missingForCompletion,
  REFLECTION_MIN_CHARS,
  reflectionCounts,
  tasksDone,
} from '@detox/projections';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DayConditions, DebugStatus, DebugWriteResponse } from '../../contracts/debug.ts';
import { dayNumberSchema } from '../../contracts/progress.ts';
import { requestHashOf } from '../../commands/command-handler.ts';
import { type JourneyCommand, readJourney, runJourneyCommand } from '../journey/index.ts';
import { requireUser, guardMessages } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';

const TEST_REFLECTION =
  'Reflexão de teste: hoje percebi quantas vezes peguei o celular sem precisar e deixei ele longe por um tempo.';

function dayConditions(state: JourneyState, day: number): DayConditions {
  const progress = state.days[day - 1];
  if (!progress) throw new RangeError(`Dia ${day} fora do programa`);
  const missing = missingForCompletion(progress);
  const open = dayIsOpen(state, day);
  const done = tasksDone(progress);
  const items = dailyChallengeItems(progress);
  return {
    dayNumber: day,
    status: dayStatus(state, day),
    open,
    completed: dayIsCompleted(progress),
    tasksDone: done,
    tasksTotal: TASKS_PER_DAY,
    audioPlayed: progress.audioPlayed,
    audioListened: progress.audioListened,
    reflectionLength: progress.reflection.trim().length,
    reflectionMinChars: REFLECTION_MIN_CHARS,
    reflectionCounts: reflectionCounts(progress.reflection),
    questionnaireAnswered: progress.questionnaire !== null,
    itemsDone: items.done,
    itemsTotal: items.total,
    missing,
    canComplete: open && !dayIsCompleted(progress) && missing.length === 0,
    checkedAt: new Date().toISOString(),
  };
}

/**
 * The debug API exists outside production for anyone signed in, and in production for admins only: anyone else
 * gets the same 403 as any admin page.
 */
function debugAllowed(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    if (deps.config.NODE_ENV === 'production' && !c.get('user').roles.includes('admin')) {
      throw new ApiError(403, guardMessages.forbidden, 'forbidden');
    }
    await next();
  };
}

const dayParam = z.object({ dayNumber: dayNumberSchema });

/**
 * Runs the commands in turn, each with its own key derived from the request's and the command, so a resend
 * (which leaves out what the first send already did) writes nothing.
 */
async function runAll(
  deps: AppDeps,
  c: Context,
  current: JourneyState,
  commands: JourneyCommand[],
): Promise<JourneyState> {
  const key = idempotencyKey(c);
  const { userId } = c.get('user');
  let state = current;
  for (const command of commands) {
    const commandKey = { ...key, key: `${key.key}:${requestHashOf(command)}` };
    state = await runJourneyCommand(deps.runtime, userId, command, commandKey);
  }
  return state;
}

function openDayOrRefuse(state: JourneyState, day: number): void {
  if (!dayIsOpen(state, day)) {
    throw new ApiError(409, `O dia ${day} ainda está bloqueado: conclua o dia ${day - 1} antes.`);
  }
}

/** /api/debug: the internal test screens' reads and shortcuts (spec §2 "Internal test screens"). */
export function debugRoutes(deps: AppDeps) {
  return (
    new Hono()
      .use('*', requireUser)
      .use('*', debugAllowed(deps))
      .get('/status', (c) => {
        const body: DebugStatus = {
          environment: deps.config.NODE_ENV,
          allowedAs: deps.config.NODE_ENV === 'production' ? 'admin' : 'non_production',
        };
        return c.json(body);
      })
      .get('/day/:dayNumber/conditions', validate('param', dayParam), async (c) => {
        const state = await readJourney(deps.runtime, c.get('user').userId);
        return c.json(dayConditions(state, c.req.valid('param').dayNumber));
      })
      // Tasks, audio, reflection and the required registered parts done; the questionnaire too when the user
      // consented to storing answers.
      .post('/day/:dayNumber/test-data', validate('param', dayParam), async (c) => {
        const day = c.req.valid('param').dayNumber;
        const current = await readJourney(deps.runtime, c.get('user').userId);
        openDayOrRefuse(current, day);
        const progress = current.days[day - 1];
        if (progress && dayIsCompleted(progress)) {
          throw new ApiError(409, `O dia ${day} já foi concluído: limpe os dados para testar de novo.`);
        }
        const withQuestionnaire = c.get('user').consents.includes('questionnaire_answers');
        const commands: JourneyCommand[] = [
          ...(programmeDay(day)?.tasks ?? [])
            .filter((task) => progress?.tasks[task.id] !== true)
            .map((task): JourneyCommand => ({ type: 'SetTask', day, taskId: task.id, completed: true })),
          ...(progress?.audioPlayed
            ? []
            : [{ type: 'ReportAudio', day, listenedFraction: 1, audioPlayed: true } as const]),
          { type: 'SaveReflection', day, text: TEST_REFLECTION },
        ];
        if (withQuestionnaire && !progress?.questionnaire) {
          commands.push({
            type: 'AnswerQuestionnaire',
            day,
            responses: questionsForDay(day).map((question) => ({
              questionId: question.id,
              selectedOptions: question.options.slice(0, 1).map((option) => option.id),
            })),
          });
        }
        const state = await runAll(deps, c, current, commands);
        const body: DebugWriteResponse = {
          conditions: dayConditions(state, day),
          skipped: withQuestionnaire ? [] : ['questionnaire'],
        };
        return c.json(body);
      })
      .post('/day/:dayNumber/fix-tasks', validate('param', dayParam), async (c) => {
        const day = c.req.valid('param').dayNumber;
        const current = await readJourney(deps.runtime, c.get('user').userId);
        openDayOrRefuse(current, day);
        const progress = current.days[day - 1];
        const commands = (programmeDay(day)?.tasks ?? [])
          .filter((task) => progress?.tasks[task.id] !== true)
          .map((task): JourneyCommand => ({ type: 'SetTask', day, taskId: task.id, completed: true }));
        const state = await runAll(deps, c, current, commands);
        const body: DebugWriteResponse = { conditions: dayConditions(state, day), skipped: [] };
        return c.json(body);
      })
      // Clears the journey the way the subscriber can: a restart from day 1 (the log keeps what happened).
      .post('/clear', async (c) => {
        const current = await readJourney(deps.runtime, c.get('user').userId);
        const state = await runAll(deps, c, current, [{ type: 'RestartJourney' }]);
        const body: DebugWriteResponse = { conditions: dayConditions(state, 1), skipped: [] };
        return c.json(body);
      })
  );
}
