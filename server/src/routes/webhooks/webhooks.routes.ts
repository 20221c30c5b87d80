import { Hono } from 'hono';
import { processKirvanoNotification } from '../../accounts/kirvano-pipeline.ts';
import type { AppDeps } from '../../app-deps.ts';
import { sameSecret } from '../../auth/secrets.ts';
import type { WebhookResult } from '../../contracts/kirvano.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';

export const webhookAuthMessages = {
  disabled: 'Webhooks da Kirvano desativados: o servidor não tem KIRVANO_WEBHOOK_TOKEN.',
  badToken: 'Token do webhook ausente ou inválido.',
} as const;

/** /api/webhooks: payment notifications. Nothing is read, let alone stored, before the secret matches. */
export function webhookRoutes(deps: Pick<AppDeps, 'config' | 'runtime'>) {
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
    const result = await processKirvanoNotification(deps, await c.req.text(), { kind: 'kirvano' });
    const body: WebhookResult = {
      message: result.message,
      event: result.event,
      outcome: result.outcome,
      duplicate: result.duplicate,
    };
    return c.json(body);
  });
}
