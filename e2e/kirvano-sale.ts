// Shared by the e2e steps and the bench, which runs outside vitest: this module imports nothing of it.

/** A purchase as Kirvano notifies it (SALE_APPROVED): the only way in for a new subscriber, as in production. */
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

/** The newest sign-in code the development outbox holds for an email. */
export async function lastCodeSentTo(baseURL: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(`${baseURL}/dev/outbox.json`)).json()) as {
      messages: { to: string; subject: string }[];
    };
    const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === email)?.subject ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nenhum código enviado para ${email}`);
}
