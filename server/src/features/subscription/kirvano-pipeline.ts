import { streamId } from '@detox/projections';
import type { AppDeps } from '../../app-deps.ts';
import type { WebhookResult } from '../../contracts/kirvano.ts';
import { handleCommand } from '../../commands/command-handler.ts';
import { kirvanoDecider, outcomeOf } from './kirvano-decider.ts';
import { kirvanoPayloadSchema, toNotification } from './kirvano-notification.ts';
import { ApiError } from '../../http/errors.ts';
import { emailOfSale } from '../account/index.ts';
import { webhookMessages } from './messages.ts';

/** A notification answered with 400 and not stored; `refusal` says why, for the webhook's warning and counter. */
export class WebhookRefusal extends ApiError {
  constructor(
    message: string,
    readonly refusal: string,
  ) {
    super(400, message);
  }
}

export interface WebhookSource {
  kind: 'kirvano' | 'admin-test';
  /** The admin who ran a test. */
  userId?: string;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new WebhookRefusal(webhookMessages.notJson, 'not_json');
  }
}

/**
 * One Kirvano notification, from any source, into the customer stream: parsed (400 and nothing stored when
 * unusable), deduplicated on event + sale (+ next charge date), decided, and appended with its raw body.
 */
export async function processKirvanoNotification(
  deps: Pick<AppDeps, 'config' | 'runtime'>,
  rawBody: string,
  source: WebhookSource,
): Promise<WebhookResult & { email: string }> {
  const parsed = kirvanoPayloadSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new WebhookRefusal(webhookMessages.malformed, 'malformed');
  const notice = toNotification(parsed.data, rawBody);
  if (!notice.ok) throw new WebhookRefusal(notice.error, notice.reason);
  const { notification } = notice;
  const email =
    notification.email ??
    (notification.saleId === null ? null : await emailOfSale(deps.runtime.sql, notification.saleId));
  if (email === null) throw new WebhookRefusal(webhookMessages.noCustomer, 'no_customer');

  const receivedAt = new Date().toISOString();
  const stream = streamId('customer', email);
  // Per stream: event ids derive from this key, and another customer's stream must never hold them.
  const idempotencyKey = `${notification.dedupKey}:${email}`;
  const result = await handleCommand(
    deps.runtime,
    stream,
    kirvanoDecider,
    { notification, email, grantingIds: deps.config.KIRVANO_PRODUCT_IDS, receivedAt },
    {
      idempotencyKey,
      userId: source.userId ?? null,
      occurredAt: notification.createdAt ?? receivedAt,
      metadata: { webhook: { source: source.kind, receivedAt, rawBody } },
    },
  );
  const duplicate = result.append === null;
  // A redelivery writes nothing: its outcome is the one its first delivery recorded.
  const events = duplicate
    ? (await deps.runtime.store.readStream(stream)).events.filter(
        (event) => event.metadata.causationId === idempotencyKey,
      )
    : result.events;
  return {
    message: webhookMessages.processed,
    event: notification.event,
    outcome: outcomeOf(events),
    duplicate,
    email,
  };
}
