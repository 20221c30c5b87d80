import { describe, expect, it } from 'vitest';
import { isEventIn } from '../events/catalogue.ts';
import { storedEvents } from '../projection-spec.ts';
import {
  emptyCustomerAccess,
  evolveCustomerAccess,
  type SaleEvent,
  saleEventTypes,
  type SubscriptionSummary,
  subscriptionStatus,
  summariseAccess,
} from './subscription-access.ts';

const email = 'ana@example.com';
const sale = (saleId: string, productId: string | null = 'detox21') => ({
  saleId,
  email,
  name: 'Ana',
  productId,
  offerId: null,
});

type Given = [type: string, data: Record<string, unknown>];
const approved = (saleId: string, accessUntil: string): Given => [
  'PurchaseApproved',
  {
    ...sale(saleId),
    paymentMethod: 'PIX',
    amountCents: 9700,
    currency: 'BRL',
    kind: 'RECURRING',
    accessUntil,
  },
];
const renewed = (saleId: string, accessUntil: string, productId: string | null = 'detox21'): Given => [
  'SubscriptionRenewed',
  { ...sale(saleId, productId), accessUntil },
];
const canceled = (saleId: string): Given => ['SubscriptionCanceled', { ...sale(saleId), accessUntil: null }];
const expired = (saleId: string, endedAt: string): Given => [
  'SubscriptionExpired',
  { ...sale(saleId), endedAt },
];
const refunded = (saleId: string, revokedAt: string): Given => [
  'PurchaseRefunded',
  { ...sale(saleId), revokedAt },
];
const chargedBack = (saleId: string, revokedAt: string): Given => [
  'PurchaseChargedBack',
  { ...sale(saleId), revokedAt },
];

function fold(given: readonly Given[]): SubscriptionSummary {
  const events = storedEvents(given.map(([type, data]) => ({ streamId: `customer-${email}`, type, data })));
  return summariseAccess(
    events
      .filter((event) => isEventIn<SaleEvent>(saleEventTypes, event))
      .reduce(evolveCustomerAccess, emptyCustomerAccess(email)),
  );
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

const MAR = '2026-03-18T17:42:54.000Z';
const APR = '2026-04-18T17:42:54.000Z';
const MAY = '2026-05-18T17:42:54.000Z';
const MID_APR = '2026-04-10T12:00:00.000Z';

describe('customer access from Kirvano facts', () => {
  it.each<[string, Given[], SubscriptionSummary]>([
    ['nothing bought', [], { type: 'none', endDate: null, canceled: false }],
    [
      'approval grants until the paid period ends',
      [approved('S1', APR)],
      { type: 'premium', endDate: APR, canceled: false },
    ],
    [
      'a renewal extends it',
      [approved('S1', APR), renewed('S1', MAY)],
      { type: 'premium', endDate: MAY, canceled: false },
    ],
    [
      'cancel keeps access until the paid end',
      [approved('S1', APR), canceled('S1')],
      { type: 'premium', endDate: APR, canceled: true },
    ],
    [
      'expiry caps the paid period',
      [approved('S1', MAY), expired('S1', MID_APR)],
      { type: 'premium', endDate: MID_APR, canceled: false },
    ],
    [
      'refund revokes at once',
      [approved('S1', MAY), refunded('S1', MAR)],
      { type: 'refunded', endDate: MAR, canceled: false },
    ],
    [
      'chargeback revokes at once',
      [approved('S1', MAY), chargedBack('S1', MAR)],
      { type: 'charged_back', endDate: MAR, canceled: false },
    ],
    [
      'a renewal naming no product cannot grant alone',
      [renewed('S1', MAY, null)],
      { type: 'none', endDate: null, canceled: false },
    ],
    [
      'a refund of a sale never approved grants nothing',
      [refunded('S9', MAR)],
      { type: 'none', endDate: null, canceled: false },
    ],
    [
      'another live sale survives a refund of the first',
      [approved('S1', MAY), approved('S2', APR), refunded('S1', MAR)],
      { type: 'premium', endDate: APR, canceled: false },
    ],
  ])('%s', (_case, given, expected) => {
    expect(fold(given)).toEqual(expected);
  });

  it.each<[string, Given[]]>([
    ['approve, renew, cancel', [approved('S1', APR), renewed('S1', MAY), canceled('S1')]],
    ['approve, refund, renew', [approved('S1', APR), refunded('S1', MAR), renewed('S1', MAY)]],
    ['approve, renew, expire', [approved('S1', APR), renewed('S1', MAY), expired('S1', MID_APR)]],
    [
      'refund and chargeback at the same instant',
      [approved('S1', MAY), refunded('S1', MAR), chargedBack('S1', MAR)],
    ],
    ['two sales, one refunded', [approved('S1', MAY), approved('S2', APR), refunded('S1', MAR)]],
  ])('converges whatever the arrival order: %s', (_case, given) => {
    const results = permutations(given).map(fold);
    for (const result of results) expect(result).toEqual(results[0]);
  });
});

describe('subscriptionStatus at a given time', () => {
  const now = new Date(MID_APR);
  it.each([
    [
      'premium, future end',
      { type: 'premium', endDate: APR, canceled: false },
      { status: 'active', isPremium: true, isExpired: false },
    ],
    [
      'vip counts as premium',
      { type: 'vip', endDate: APR, canceled: false },
      { status: 'active', isPremium: true, isExpired: false },
    ],
    [
      'canceled, still paid',
      { type: 'premium', endDate: APR, canceled: true },
      { status: 'canceled', isPremium: true, isExpired: false },
    ],
    [
      'premium, past end',
      { type: 'premium', endDate: MAR, canceled: false },
      { status: 'expired', isPremium: false, isExpired: true },
    ],
    [
      'ends exactly now',
      { type: 'premium', endDate: MID_APR, canceled: false },
      { status: 'expired', isPremium: false, isExpired: true },
    ],
    [
      'refunded',
      { type: 'refunded', endDate: MAR, canceled: false },
      { status: 'refunded', isPremium: false, isExpired: false },
    ],
    [
      'never bought',
      { type: 'none', endDate: null, canceled: false },
      { status: 'none', isPremium: false, isExpired: false },
    ],
    [
      'other type with a future date',
      { type: 'basic', endDate: APR, canceled: false },
      { status: 'none', isPremium: false, isExpired: false },
    ],
  ])('%s', (_case, summary, expected) => {
    expect(subscriptionStatus(summary, now)).toEqual(expected);
  });
});
