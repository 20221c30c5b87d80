import { createHash, randomUUID } from 'node:crypto';
import { ANALYTICS_ACCESS_KEY } from '@detox/projections/events/support';
import { streamId } from '@detox/projections';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import type { Runtime } from '../../runtime.ts';
import { requireRole } from '../account/index.ts';
import { AnalystUnavailableError } from '../../analytics/analyst-access.ts';
import { type QueryResult, readOnlyQuery, ReadOnlyQueryError } from '../../analytics/read-only-query.ts';
import { supportPart } from './runtime-part.ts';

const analyticsQuerySchema = z.strictObject({
  sql: z.string({ error: 'Envie a consulta em "sql".' }).min(1, 'Escreva uma consulta SQL.').max(20_000),
  maxRows: z.number().int().min(1).max(1_000_000).optional(),
});

type Outcome = 'answered' | ReadOnlyQueryError['reason'];

/** Every analysts' query, answered or refused, in `support-analytics`: who, how it ended, the SQL's hash only. */
async function recordAnalyticsQuery(
  runtime: Runtime,
  entry: { agent: { userId: string; email: string }; outcome: Outcome; rows: number; sql: string },
  requestId: string | undefined,
): Promise<void> {
  const result = await runtime.store.appendToStream(streamId('support', ANALYTICS_ACCESS_KEY), [
    {
      eventId: randomUUID(),
      type: 'AnalyticsQueryRecorded',
      data: {
        agentUserId: entry.agent.userId,
        agentEmail: entry.agent.email,
        outcome: entry.outcome,
        rows: entry.rows,
        queryHash: createHash('sha256').update(entry.sql).digest('hex').slice(0, 16),
      },
      metadata: {
        userId: entry.agent.userId,
        correlationId: requestId ?? null,
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    },
  ]);
  await runtime.afterAppend(result.lastCheckpoint);
}

/**
 * POST /api/support/analytics/query (admin only): the analysts' read-only SQL through the running server, so
 * `npm run projections -- query|export` works while the server holds PGlite's data directory. It runs as the
 * analyst role (analytics/analyst-access.ts), never with the app's own rights. Values come back as JSON
 * (timestamps as ISO strings). A refusal is logged with the admin's id (not the SQL) and every query is recorded.
 */
export function analyticsRoutes({ runtime, logger }: Pick<AppDeps, 'runtime' | 'logger'>) {
  return new Hono()
    .use('*', requireRole('admin'))
    .post('/query', validate('json', analyticsQuerySchema), async (c) => {
      const { sql, maxRows } = c.req.valid('json');
      const agent = c.get('user');
      const requestId = c.get('requestId');
      let result: QueryResult;
      try {
        result = await readOnlyQuery(
          runtime.part(supportPart),
          sql,
          maxRows === undefined ? {} : { maxRows },
        );
      } catch (error) {
        if (error instanceof AnalystUnavailableError) {
          logger.error({ adminId: agent.userId, requestId }, 'consulta de analista sem papel de analista');
          throw new ApiError(503, error.message, 'analyst_unavailable');
        }
        if (!(error instanceof ReadOnlyQueryError)) throw error;
        logger.warn(
          { adminId: agent.userId, requestId, reason: error.reason },
          'consulta de analista recusada',
        );
        await recordAnalyticsQuery(runtime, { agent, outcome: error.reason, rows: 0, sql }, requestId);
        throw new ApiError(400, error.message, 'read_only_query');
      }
      await recordAnalyticsQuery(
        runtime,
        { agent, outcome: 'answered', rows: result.rows.length, sql },
        requestId,
      );
      return c.json(result);
    });
}
