/**
 * A purchase as Kirvano notifies it (SALE_APPROVED): the only way in for a new subscriber, as in production. Shared
 * by the e2e steps and the bench (which runs outside vitest, so this module imports nothing of it).
 */
export function kirvanoSale(email: string, name: string, saleId: string) {
  return {
    event: 'SALE_APPROVED',
    event_description: 'Compra aprovada',
    sale_id: saleId,
    payment_method: 'PIX',
    total_price: 'R$ 97,00',
    type: 'ONE_TIME',
    status: 'APPROVED',
    // Kirvano writes its local time (UTC-3) without a zone.
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    customer: { name, email },
    products: [{ id: 'detox21', name: 'Detox Digital 21 Dias', offer_id: null }],
  };
}
