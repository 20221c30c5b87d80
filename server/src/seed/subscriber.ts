import { WEEKLY_CHALLENGE_UNLOCK_DAYS } from '@detox/fixtures';
import type { SessionResponse } from '../contracts/auth.ts';
import { isoToKirvanoTime } from '../features/subscription/index.ts';
import { liveDay, type Subscriber, weeklyChallenge } from './journey-day.ts';
import { createRandom, type Random } from './random.ts';
import { type Fetcher, type SeedCounters, send, subscriberApi } from './seed-client.ts';

export interface SeedContext {
  fetcher: Fetcher;
  counters: SeedCounters;
  /** The run's seed: with the subscriber's number, it decides everything that subscriber does. */
  seed: string;
  webhookToken: string;
  aiLimit: number;
}

export interface SubscriberOutcome {
  email: string;
  /** Null when the buyer never signed in. */
  userId: string | null;
  daysCompleted: number;
  revoked: 'refunded' | 'charged_back' | null;
  deleted: boolean;
}

const DAY_MS = 86_400_000;
const kirvanoDate = (days: number) => isoToKirvanoTime(new Date(Date.now() + days * DAY_MS).toISOString());

export const seedEmail = (seed: string, index: number) =>
  `assinante-${seed}-${String(index).padStart(5, '0')}@exemplo.com.br`;

/** A Kirvano notification body, as Kirvano sends it (see the webhook tests). */
function kirvanoBody(
  email: string,
  saleId: string,
  event: string,
  random: Random,
  recurring: { nextChargeDays: number } | null,
) {
  const price = recurring ? 'R$ 29,90' : 'R$ 169,80';
  return {
    event,
    event_description: event,
    checkout_id: `CK${saleId}`,
    sale_id: saleId,
    payment_method: random.pick(['PIX', 'CREDIT_CARD', 'BANK_SLIP']),
    total_price: price,
    type: recurring ? 'RECURRING' : 'ONE_TIME',
    status: event === 'SALE_REFUNDED' ? 'REFUNDED' : event === 'SALE_CHARGEBACK' ? 'CHARGEBACK' : 'APPROVED',
    created_at: kirvanoDate(0),
    customer: {
      name: `Assinante ${saleId}`,
      document: String(random.int(10_000_000_000, 99_999_999_999)),
      email,
      phone_number: `55119${random.int(10_000_000, 99_999_999)}`,
    },
    products: [
      { id: 'detox21', name: 'Detox Digital 21 Dias', offer_id: 'o-main', price, is_order_bump: false },
    ],
    ...(recurring
      ? {
          plan: {
            name: 'Plano Mensal',
            charge_frequency: 'MONTHLY',
            next_charge_date: kirvanoDate(recurring.nextChargeDays),
          },
        }
      : {}),
    utm: { src: null, utm_source: random.pick([null, 'instagram', 'google']) },
  };
}

async function signIn(ctx: SeedContext, email: string, ip: string): Promise<SessionResponse> {
  const headers = { 'X-Forwarded-For': ip };
  const { fetcher, counters } = ctx;
  await send(fetcher, counters, 'POST', '/api/auth/login', { email }, headers, [200]);
  // The code as a developer reads it: from the console outbox (keeps the last 50 messages).
  const outbox = (await send(fetcher, counters, 'GET', '/dev/outbox.json', undefined, {})).body as {
    messages: { to: string; subject: string }[];
  };
  const subject = outbox.messages.find((message) => message.to === email)?.subject ?? '';
  const code = /\b(\d{6})\b/.exec(subject)?.[1];
  if (!code) throw new Error(`Nenhum código no outbox para ${email}: o outbox de console está ativo?`);
  const answer = await send(fetcher, counters, 'POST', '/api/auth/login', { email, code }, headers, [200]);
  return answer.body as SessionResponse;
}

/**
 * One subscriber's whole story through the HTTP API: the purchase webhook (sometimes delivered twice, sometimes
 * renewed), a sign-in by emailed code, consents, push reminders, days of the programme with their extras, weekly
 * challenges, and at the end maybe a refund or chargeback and maybe the deletion of the account.
 */
export async function seedSubscriber(ctx: SeedContext, index: number): Promise<SubscriberOutcome> {
  const random = createRandom(`${ctx.seed}:${index}`);
  const email = seedEmail(ctx.seed, index);
  const saleId = `SEED${ctx.seed.toUpperCase()}N${index}`;
  const recurring = random.chance(0.2);
  const deliver = (body: unknown) =>
    send(ctx.fetcher, ctx.counters, 'POST', '/api/webhooks/kirvano', body, {
      'X-Kirvano-Token': ctx.webhookToken,
    });
  const webhook = (event: string, nextChargeDays = 30) =>
    kirvanoBody(email, saleId, event, random, recurring ? { nextChargeDays } : null);
  const approval = webhook('SALE_APPROVED');
  await deliver(approval);
  // Kirvano delivers again when it missed our answer: the same body, stored once.
  if (random.chance(0.05)) await deliver(approval);
  const outcome: SubscriberOutcome = { email, userId: null, daysCompleted: 0, revoked: null, deleted: false };
  if (random.chance(0.04)) return outcome;

  const ip = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  const session = await signIn(ctx, email, ip);
  outcome.userId = session.user.id;
  const api = subscriberApi(ctx.fetcher, ctx.counters, session.token, random);
  const s: Subscriber = {
    api,
    random,
    aiCalls: 0,
    aiLimit: Math.min(ctx.aiLimit, 12),
    sharesReflectionsWithAi: random.chance(0.5),
    answersQuestionnaire: random.chance(0.95),
    audioSessionDay: null,
  };
  const consents = {
    questionnaire_answers: s.answersQuestionnaire,
    ai_reflections: s.sharesReflectionsWithAi,
  };
  for (const [purpose, granted] of Object.entries(consents)) {
    if (granted) await api.write('PUT', `/api/me/consents/${purpose}`, { granted }, { resendable: false });
  }
  if (random.chance(0.15)) {
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), random.bytes(64)]), auth: random.bytes(16) };
    await api.write(
      'POST',
      '/api/notifications/subscribe',
      {
        endpoint: `https://push.exemplo.com.br/${random.uuid()}`,
        keys: { p256dh: keys.p256dh.toString('base64url'), auth: keys.auth.toString('base64url') },
      },
      { resendable: false },
    );
    const preferences = { enabled: random.chance(0.8), hour: random.int(6, 22) };
    await api.write('PUT', '/api/notifications/preferences', preferences, { resendable: false });
  }

  // A fifth go all the way; the others stop somewhere. Without the questionnaire consent no day can complete.
  const target = !consents.questionnaire_answers ? 0 : random.chance(0.2) ? 21 : random.int(0, 20);
  // Rare in life, and seconds each even when fake; every 50th subscriber has one, so a small seed has some too.
  if (index % 50 === 1 || random.chance(0.005)) s.audioSessionDay = random.int(1, Math.min(21, target + 1));
  for (let day = 1; day <= Math.min(21, target + 1); day++) {
    const finish = day <= target;
    await liveDay(s, day, finish);
    if (!finish) break;
    outcome.daysCompleted = day;
    const week = WEEKLY_CHALLENGE_UNLOCK_DAYS.indexOf((day + 1) as 7 | 14 | 21) + 1;
    if (week > 0 && random.chance(0.7)) await weeklyChallenge(s, week);
  }
  // The outbox empties late: a few writes arrive again, long after they were answered.
  for (let n = random.int(0, 2); n > 0; n--) await api.resendLate();

  if (recurring && random.chance(0.3)) await deliver(webhook('SUBSCRIPTION_RENEWED', 60));
  if (random.chance(0.04)) {
    outcome.revoked = random.chance(0.75) ? 'refunded' : 'charged_back';
    await deliver(webhook(outcome.revoked === 'refunded' ? 'SALE_REFUNDED' : 'SALE_CHARGEBACK'));
  }
  // A few percent delete their account (every 40th at least, so a small seed deletes some too).
  if (index % 40 === 5 || random.chance(0.03)) {
    await api.write('DELETE', '/api/me', { confirmEmail: email }, { resendable: false });
    outcome.deleted = true;
  }
  return outcome;
}
