import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { findSubscription, noSubscription, toSubscriptionView, requireRole } from '../account/index.ts';
import { processKirvanoNotification } from './kirvano-pipeline.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type TestWebhookResult, testWebhookPayloadSchema } from '../../contracts/kirvano.ts';
import { testPayloadToKirvano } from './test-webhook.ts';
import { validate } from '../../http/validation.ts';

/**
 * /api/kirvano/test-webhook: an admin simulates a payment (spec §2 Webhook test page). The payload becomes the
 * body Kirvano would send and goes through the same pipeline, recorded as an admin test with the admin's id.
 */
export function kirvanoRoutes(deps: Pick<AppDeps, 'config' | 'runtime'>) {
  return new Hono().post(
    '/test-webhook',
    requireRole('admin'),
    validate('json', testWebhookPayloadSchema),
    async (c) => {
      const payload = c.req.valid('json');
      const saleId = `TESTE-${randomBytes(4).toString('hex').toUpperCase()}`;
      const rawBody = JSON.stringify(testPayloadToKirvano(payload, new Date(), saleId));
      const result = await processKirvanoNotification(deps, rawBody, {
        kind: 'admin-test',
        userId: c.get('user').userId,
      });
      const view = toSubscriptionView(
        (await findSubscription(deps.runtime.sql, result.email)) ?? noSubscription,
      );
      const body: TestWebhookResult = {
        ...result,
        subscription: { type: view.type, endDate: view.endDate, isPremium: view.isPremium },
      };
      return c.json(body);
    },
  );
}
