import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { processKirvanoNotification, WebhookRefusal } from './kirvano-pipeline.ts';
import type { AppDeps } from '../../app-deps.ts';
import { sameSecret, bearerToken } from '../account/index.ts';
import type { WebhookResult } from '../../contracts/kirvano.ts';
import { ApiError } from '../../http/errors.ts';
import { kirvanoWebhookRefusals } from '../../metrics.ts';
import { webhookAuthMessages } from './messages.ts';

/** /api/webhooks: payment notifications. Nothing is read, let alone stored, before the secret matches. */
export function webhookRoutes(deps: Pick<AppDeps, 'config' | 'runtime' | 'logger'>) {
  const secret = deps.config.KIRVANO_WEBHOOK_TOKEN;
  return new Hono().post('/kirvano', async (c) => {
    if (!secret) throw new ApiError(401, webhookAuthMessages.disabled);
    // Kirvano's token field may arrive in any of these, depending on how the webhook was set up.
    const offered = [
      c.req.header('x-kirvano-token'),
      c.req.header('security-token'),
      bearerToken(c),
      c.req.query('token'),
    ].filter((value): value is string => typeof value === 'string' && value !== '');
    // Every candidate is compared, so the time taken does not depend on which one matched.
    const matches = offered.map((token) => sameSecret(token, secret));
    if (!matches.includes(true)) throw new ApiError(401, webhookAuthMessages.badToken);
    const rawBody = await c.req.text();
    const result = await processKirvanoNotification(deps, rawBody, { kind: 'kirvano' }).catch(
      (error: unknown) => {
        // A 400 tells Kirvano not to redeliver and nothing was stored: say so where someone will see it.
        if (error instanceof WebhookRefusal) {
          kirvanoWebhookRefusals.inc({ reason: error.refusal });
          deps.logger.warn(
            {
              requestId: c.get('requestId'),
              reason: error.refusal,
              error: error.message,
              // The body names the customer: its hash and size find it in Kirvano's delivery log, not its text.
              bodySha256: createHash('sha256').update(rawBody).digest('hex').slice(0, 16),
              bodyBytes: Buffer.byteLength(rawBody),
            },
            'webhook da Kirvano recusado (400, nada gravado)',
          );
        }
        throw error;
      },
    );
    const body: WebhookResult = {
      message: result.message,
      event: result.event,
      outcome: result.outcome,
      duplicate: result.duplicate,
    };
    return c.json(body);
  });
}
