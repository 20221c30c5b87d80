import { subscriptionStatus } from '@detox/projections/read-models/subscription-access';
import type { SubscriptionView } from '../../contracts/auth.ts';

/** The stored subscription summary as the API answers it, judged at `now`. */
export function toSubscriptionView(
  summary: { type: string; endDate: string | null; canceled: boolean },
  now = new Date(),
): SubscriptionView {
  return { type: summary.type, endDate: summary.endDate, ...subscriptionStatus(summary, now) };
}

export const noSubscription = { type: 'none', endDate: null, canceled: false } as const;
