import type { EventOfType, Stored } from '../events/catalogue.ts';

/** The customer events that change a sale's facts; the others (a refusal, a recorded notification) change nothing. */
export const saleEventTypes = [
  'PurchaseApproved',
  'SubscriptionRenewed',
  'SubscriptionCanceled',
  'SubscriptionExpired',
  'PurchaseRefunded',
  'PurchaseChargedBack',
] as const;
export type SaleEvent = EventOfType<(typeof saleEventTypes)[number]>;

/**
 * What one customer's purchases add up to. Every Kirvano notification is folded into the facts of its sale with
 * commutative merges (max, min, or), so a redelivered or reordered notification leaves the same state.
 */
interface SaleFacts {
  /** Some notification of this sale named a configured product. */
  granting: boolean;
  /** The end of the latest paid period. */
  paidUntil: string | null;
  /** Refund or chargeback: access ends at once, whatever else arrives. */
  revokedAt: string | null;
  revocation: 'refunded' | 'charged_back' | null;
  /** Renewal stopped; access lasts until paidUntil. */
  canceled: boolean;
  /** Kirvano ended the subscription: caps paidUntil. */
  endedAt: string | null;
}

export interface CustomerAccess {
  email: string;
  name: string;
  sales: Record<string, SaleFacts>;
}

type SubscriptionType = 'premium' | 'refunded' | 'charged_back' | 'none';

/** The stored summary; whether it is still valid depends on the time it is read (see subscriptionStatus). */
export interface SubscriptionSummary {
  type: SubscriptionType;
  endDate: string | null;
  /** True when the sale that gives the end date will not renew. */
  canceled: boolean;
}

const time = (iso: string) => Date.parse(iso);
const later = (a: string | null, b: string | null) =>
  a === null ? b : b === null || time(a) >= time(b) ? a : b;
const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null || time(a) <= time(b) ? a : b;

export function emptyCustomerAccess(email: string): CustomerAccess {
  return { email, name: '', sales: {} };
}

const noFacts: SaleFacts = {
  granting: false,
  paidUntil: null,
  revokedAt: null,
  revocation: null,
  canceled: false,
  endedAt: null,
};

function revoke(facts: SaleFacts, at: string, kind: 'refunded' | 'charged_back'): SaleFacts {
  const revokedAt = earlier(facts.revokedAt, at);
  // On a tie the chargeback wins, so the result does not depend on arrival order.
  const revocation =
    revokedAt === at && (facts.revokedAt !== at || kind === 'charged_back') ? kind : facts.revocation;
  return { ...facts, revokedAt, revocation };
}

function nextFacts(facts: SaleFacts, event: SaleEvent): SaleFacts {
  switch (event.type) {
    case 'PurchaseApproved':
      return { ...facts, granting: true, paidUntil: later(facts.paidUntil, event.data.accessUntil) };
    case 'SubscriptionRenewed':
      return {
        ...facts,
        granting: facts.granting || event.data.productId !== null,
        paidUntil: later(facts.paidUntil, event.data.accessUntil),
      };
    case 'SubscriptionCanceled':
      return { ...facts, canceled: true, paidUntil: later(facts.paidUntil, event.data.accessUntil) };
    case 'SubscriptionExpired':
      return { ...facts, endedAt: earlier(facts.endedAt, event.data.endedAt) };
    case 'PurchaseRefunded':
      return revoke(facts, event.data.revokedAt, 'refunded');
    case 'PurchaseChargedBack':
      return revoke(facts, event.data.revokedAt, 'charged_back');
  }
}

/** Pure: the customer's facts after one event of the customer stream that concerns a sale. */
export function evolveCustomerAccess(state: CustomerAccess, event: Stored<SaleEvent>): CustomerAccess {
  const { saleId, name } = event.data;
  const facts = nextFacts(state.sales[saleId] ?? noFacts, event);
  return { ...state, name: state.name || name, sales: { ...state.sales, [saleId]: facts } };
}

function effectiveEnd(facts: SaleFacts): string | null {
  if (facts.revokedAt !== null || facts.paidUntil === null) return null;
  return earlier(facts.paidUntil, facts.endedAt);
}

/** Pure: the subscription the customer has, from the facts of all their sales. */
export function summariseAccess(state: CustomerAccess): SubscriptionSummary {
  const granting = Object.values(state.sales).filter((facts) => facts.granting);
  let best: { end: string; facts: SaleFacts } | undefined;
  for (const facts of granting) {
    const end = effectiveEnd(facts);
    if (end !== null && (best === undefined || time(end) > time(best.end))) best = { end, facts };
  }
  if (best) return { type: 'premium', endDate: best.end, canceled: best.facts.canceled };
  let revoked: SaleFacts | undefined;
  for (const facts of granting) {
    if (
      facts.revokedAt !== null &&
      (revoked?.revokedAt == null || time(facts.revokedAt) > time(revoked.revokedAt))
    )
      revoked = facts;
  }
  if (revoked?.revocation) return { type: revoked.revocation, endDate: revoked.revokedAt, canceled: false };
  return { type: 'none', endDate: null, canceled: false };
}

export type SubscriptionStatus = 'active' | 'canceled' | 'expired' | 'refunded' | 'charged_back' | 'none';

/** Whether a stored summary grants premium access at `now`: spec §6, type premium or vip and a future end date. */
export function subscriptionStatus(
  summary: { type: string; endDate: string | null; canceled: boolean },
  now: Date,
): { status: SubscriptionStatus; isPremium: boolean; isExpired: boolean } {
  const premiumType = summary.type === 'premium' || summary.type === 'vip';
  if (!premiumType) {
    const status = summary.type === 'refunded' || summary.type === 'charged_back' ? summary.type : 'none';
    return { status, isPremium: false, isExpired: false };
  }
  if (summary.endDate === null) return { status: 'none', isPremium: false, isExpired: false };
  if (time(summary.endDate) <= now.getTime()) return { status: 'expired', isPremium: false, isExpired: true };
  return { status: summary.canceled ? 'canceled' : 'active', isPremium: true, isExpired: false };
}
