import { z } from 'zod';

/**
 * Push notifications (spec §7 Notifications): the VAPID public key, the browser's subscription, the daily reminder
 * preferences. Whether an http endpoint is allowed depends on configuration: see `endpointAllowed`.
 */

export const invalidSubscriptionMessage = 'Inscrição de notificações inválida.';
export const insecureEndpointMessage = 'O endereço de notificações precisa usar https.';
export const invalidHourMessage = 'Horário inválido: escolha uma hora entre 0 e 23.';
export const invalidMinuteMessage =
  'Horário inválido: os lembretes saem de 15 em 15 minutos (00, 15, 30 ou 45).';
export const invalidTimeZoneMessage = 'Fuso horário inválido.';

export interface VapidPublicKeyResponse {
  publicKey: string;
}

function base64urlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const unpadded = value.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  return Math.floor((unpadded.length * 3) / 4);
}

/** PushSubscription.toJSON() as browsers send it: a P-256 public key (65 bytes) and a 16-byte auth secret. */
export const pushSubscriptionSchema = z
  .object(
    {
      endpoint: z.url({ error: invalidSubscriptionMessage }).max(2048, invalidSubscriptionMessage),
      expirationTime: z.number({ error: invalidSubscriptionMessage }).nullable().optional(),
      keys: z.object(
        {
          p256dh: z
            .string({ error: invalidSubscriptionMessage })
            .refine((key) => base64urlBytes(key) === 65, invalidSubscriptionMessage),
          auth: z
            .string({ error: invalidSubscriptionMessage })
            .refine((key) => base64urlBytes(key) === 16, invalidSubscriptionMessage),
        },
        { error: invalidSubscriptionMessage },
      ),
    },
    { error: invalidSubscriptionMessage },
  )
  // Browsers add nothing else today; a field we do not know is ignored rather than refused.
  .strip();
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

/** https always; http only when the server says so (PUSH_ALLOW_HTTP, tests and development). */
export function endpointAllowed(endpoint: string, allowHttp: boolean): boolean {
  const protocol = new URL(endpoint).protocol;
  return protocol === 'https:' || (allowHttp && protocol === 'http:');
}

export const unsubscribeRequestSchema = z.strictObject({
  endpoint: z.url({ error: invalidSubscriptionMessage }).max(2048, invalidSubscriptionMessage),
});

export const reminderHourSchema = z
  .number({ error: invalidHourMessage })
  .int(invalidHourMessage)
  .min(0, invalidHourMessage)
  .max(23, invalidHourMessage);

/** Minutes past the hour: quarter hours only (the scheduler's slots). */
export const reminderMinuteSchema = z
  .number({ error: invalidMinuteMessage })
  .int(invalidMinuteMessage)
  .refine((minute) => [0, 15, 30, 45].includes(minute), invalidMinuteMessage);

export const reminderPreferencesRequestSchema = z.strictObject({
  enabled: z.boolean({ error: 'Informe se o lembrete diário fica ligado.' }),
  hour: reminderHourSchema,
  /** 0, 15, 30 or 45; 0 when absent (clients of the whole-hours time). */
  minute: reminderMinuteSchema.optional(),
  /** IANA name; America/Sao_Paulo when absent. Checked against the server's time zones by the route. */
  timeZone: z.string({ error: invalidTimeZoneMessage }).min(1, invalidTimeZoneMessage).max(64).optional(),
});
export type ReminderPreferencesRequest = z.infer<typeof reminderPreferencesRequestSchema>;

export interface ReminderPreferencesResponse {
  enabled: boolean;
  hour: number;
  /** 0, 15, 30 or 45. */
  minute: number;
  timeZone: string;
  /** Browsers of this subscriber with notifications on. */
  subscriptions: number;
}
