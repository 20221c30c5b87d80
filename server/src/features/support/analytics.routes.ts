import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { requireRole } from '../account/guards.ts';
import { readOnlyQuery, ReadOnlyQueryError } from './read-only-query.ts';

export const analyticsQuerySchema = z.strictObject({
  sql: z.string({ error: 'Envie a consulta em "sql".' }).min(1, 'Escreva uma consulta SQL.').max(20_000),
  maxRows: z.number().int().min(1).max(1_000_000).optional(),
});

/**
 * POST /api/support/analytics/query (admin only): the analysts' read-only SQL through the running server, so
 * `npm run projections -- query|export` works while the server holds PGlite's data directory. Same guard as the
 * CLI on PostgreSQL (read-only-query.ts). Values come back as JSON (timestamps as ISO strings).
 */
export function analyticsRoutes({ runtime }: Pick<AppDeps, 'runtime'>) {
  return new Hono()
    .use('*', requireRole('admin'))
    .post('/query', validate('json', analyticsQuerySchema), async (c) => {
      const { sql, maxRows } = c.req.valid('json');
      try {
        return c.json(await readOnlyQuery(runtime.sql, sql, maxRows === undefined ? {} : { maxRows }));
      } catch (error) {
        if (error instanceof ReadOnlyQueryError) throw new ApiError(400, error.message, 'read_only_query');
        throw error;
      }
    });
}
