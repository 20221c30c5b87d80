import { randomUUID } from 'node:crypto';
import { DEFAULT_REMINDER_TIME_ZONE, type PushState } from '@detox/projections';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import {
  endpointAllowed,
  insecureEndpointMessage,
  invalidTimeZoneMessage,
  pushSubscriptionSchema,
  type ReminderPreferencesResponse,
  reminderPreferencesRequestSchema,
  unsubscribeRequestSchema,
  type VapidPublicKeyResponse,
} from '../../contracts/notifications.ts';
import type { CommandKey } from '../../commands/command-handler.ts';
import { readPushState, runPushCommand } from './push-service.ts';
import { requireUser } from '../account/index.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { isTimeZone } from './local-time.ts';
import { vapidKeysOnce } from './vapid.ts';

function preferencesResponse(state: PushState): ReminderPreferencesResponse {
  return { ...state.preferences, subscriptions: state.subscriptions.length };
}

/** The client's Idempotency-Key when it sent one (a resend then writes nothing); a fresh key otherwise. */
function keyOf(c: Context): CommandKey {
  return c.req.header('Idempotency-Key') === undefined ? randomUUID() : idempotencyKey(c);
}

/** /api/notifications: web push for the daily reminder (spec §7 Notifications). Signed-in users only. */
export function notificationRoutes({ runtime, config }: AppDeps) {
  const vapidKeys = vapidKeysOnce(runtime.sql, config);
  return new Hono()
    .use('*', requireUser)
    .get('/vapid-public-key', async (c) => {
      const { publicKey } = await vapidKeys();
      return c.json<VapidPublicKeyResponse>({ publicKey });
    })
    .post('/subscribe', validate('json', pushSubscriptionSchema), async (c) => {
      const { endpoint, keys, expirationTime } = c.req.valid('json');
      if (!endpointAllowed(endpoint, config.PUSH_ALLOW_HTTP))
        throw new ApiError(400, insecureEndpointMessage);
      const { state } = await runPushCommand(
        runtime,
        c.get('user').userId,
        {
          type: 'Subscribe',
          subscription: {
            endpoint,
            p256dh: keys.p256dh,
            auth: keys.auth,
            expirationTime: expirationTime ?? null,
          },
        },
        keyOf(c),
      );
      return c.json(preferencesResponse(state), 201);
    })
    .post('/unsubscribe', validate('json', unsubscribeRequestSchema), async (c) => {
      const { endpoint } = c.req.valid('json');
      const { state } = await runPushCommand(
        runtime,
        c.get('user').userId,
        { type: 'Unsubscribe', endpoint, reason: 'user' },
        keyOf(c),
      );
      return c.json(preferencesResponse(state));
    })
    .get('/preferences', async (c) =>
      c.json(preferencesResponse(await readPushState(runtime, c.get('user').userId))),
    )
    .put('/preferences', validate('json', reminderPreferencesRequestSchema), async (c) => {
      const { enabled, hour, minute = 0, timeZone = DEFAULT_REMINDER_TIME_ZONE } = c.req.valid('json');
      if (!isTimeZone(timeZone)) throw new ApiError(400, invalidTimeZoneMessage);
      const { state } = await runPushCommand(
        runtime,
        c.get('user').userId,
        { type: 'SetReminderPreferences', enabled, hour, minute, timeZone },
        keyOf(c),
      );
      return c.json(preferencesResponse(state));
    });
}
