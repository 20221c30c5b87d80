import { type CustomerEvent, eventTypesOf } from '@detox/projections';
import type { Decider } from '../../commands/command-handler.ts';
import type { KirvanoNotification } from './kirvano-notification.ts';
import { addDays, ONE_TIME_ACCESS_DAYS, periodEnd } from './rules.ts';

export interface KirvanoCommand {
  notification: KirvanoNotification;
  /** The stream's email: from the notification, or found by its sale. */
  email: string;
  /** KIRVANO_PRODUCT_IDS: product or offer ids that grant access. */
  grantingIds: readonly string[];
  receivedAt: string;
}

/** Which configured product each known sale is for, so a renewal that names no product can say which. */
export interface CustomerSales {
  productBySale: Readonly<Record<string, string>>;
}

export type KirvanoOutcome = 'granted' | 'extended' | 'renewal_stopped' | 'ended' | 'revoked' | 'recorded';

const outcomeByEvent: Partial<Record<string, KirvanoOutcome>> = {
  PurchaseApproved: 'granted',
  SubscriptionRenewed: 'extended',
  SubscriptionCanceled: 'renewal_stopped',
  SubscriptionExpired: 'ended',
  PurchaseRefunded: 'revoked',
  PurchaseChargedBack: 'revoked',
};

export function outcomeOf(events: readonly { type: string }[]): KirvanoOutcome {
  return outcomeByEvent[events[0]?.type ?? ''] ?? 'recorded';
}

function approvalEnds(notification: KirvanoNotification, receivedAt: string): string {
  const start = notification.createdAt ?? receivedAt;
  if (notification.kind === 'ONE_TIME') return addDays(start, ONE_TIME_ACCESS_DAYS);
  return notification.nextChargeAt ?? periodEnd(start, notification.chargeFrequency);
}

/**
 * Pure rules of the customer stream: one Kirvano notification becomes one event. Only an approval or renewal of a
 * configured product or offer grants anything; refunds and chargebacks revoke whatever they name.
 */
export const kirvanoDecider: Decider<CustomerSales, KirvanoCommand, CustomerEvent> = {
  eventTypes: eventTypesOf('customer'),
  initialState: () => ({ productBySale: {} }),

  evolve(state, event) {
    if (event.type !== 'PurchaseApproved' && event.type !== 'SubscriptionRenewed') return state;
    const { saleId, productId } = event.data;
    if (productId === null) return state;
    return { productBySale: { ...state.productBySale, [saleId]: productId } };
  },

  decide({ notification: n, email, grantingIds, receivedAt }, state): CustomerEvent[] {
    const granting = new Set(grantingIds);
    const matched = n.products.find(
      (product) =>
        (product.productId !== null && granting.has(product.productId)) ||
        (product.offerId !== null && granting.has(product.offerId)),
    );
    const saleId = n.saleId ?? '';
    const knownProduct = state.productBySale[saleId] ?? null;
    const sale = {
      saleId,
      email,
      name: n.name,
      productId: matched ? (matched.productId ?? matched.offerId) : knownProduct,
      offerId: matched?.offerId ?? null,
    };
    const recorded = (reason: 'unhandled_event' | 'product_not_configured'): CustomerEvent => ({
      type: 'KirvanoNotificationRecorded',
      data: { kirvanoEvent: n.event, saleId: n.saleId, email, reason },
    });
    const namesOtherProduct = n.products.length > 0 && !matched;

    switch (n.event) {
      case 'SALE_APPROVED':
        if (!matched || sale.productId === null) return [recorded('product_not_configured')];
        return [
          {
            type: 'PurchaseApproved',
            data: {
              ...sale,
              productId: sale.productId,
              paymentMethod: n.paymentMethod,
              amountCents: n.amountCents,
              currency: 'BRL',
              kind: n.kind,
              accessUntil: approvalEnds(n, receivedAt),
            },
          },
        ];
      case 'SUBSCRIPTION_RENEWED':
        if (namesOtherProduct) return [recorded('product_not_configured')];
        return [
          {
            type: 'SubscriptionRenewed',
            data: { ...sale, accessUntil: n.nextChargeAt ?? periodEnd(receivedAt, n.chargeFrequency) },
          },
        ];
      case 'SUBSCRIPTION_CANCELED':
        return [{ type: 'SubscriptionCanceled', data: { ...sale, accessUntil: n.nextChargeAt } }];
      case 'SUBSCRIPTION_EXPIRED':
        return [{ type: 'SubscriptionExpired', data: { ...sale, endedAt: receivedAt } }];
      case 'SALE_REFUNDED':
        return [{ type: 'PurchaseRefunded', data: { ...sale, revokedAt: receivedAt } }];
      case 'SALE_CHARGEBACK':
        return [{ type: 'PurchaseChargedBack', data: { ...sale, revokedAt: receivedAt } }];
      case 'SALE_REFUSED':
        return [{ type: 'PurchaseRefused', data: { ...sale, reason: n.status } }];
      default:
        return [recorded('unhandled_event')];
    }
  },
};
