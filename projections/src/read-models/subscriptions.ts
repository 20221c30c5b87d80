import type { TransactionSql } from 'postgres';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';
import {
  type CustomerAccess,
  emptyCustomerAccess,
  evolveCustomerAccess,
  type SaleEvent,
  saleEventTypes,
  summariseAccess,
} from './subscription-access.ts';

const CUSTOMER_PREFIX = 'customer-';

interface SubscriptionRow {
  email: string;
  name: string;
  sales: CustomerAccess['sales'];
  stream_position: string;
}

/**
 * rm_subscriptions: one row per purchase email, folded from the customer stream. Inline, so a sign-in right after
 * a purchase sees it. `type`, `end_date` and `canceled` are the summary the guards read; `sales` keeps the facts.
 */
export const subscriptionsProjection = defineKeyedProjection<CustomerAccess, SaleEvent>({
  name: 'subscriptions',
  version: 1,
  mode: 'inline',
  handles: saleEventTypes,
  async migrate(sql) {
    await sql`
      create table if not exists rm_subscriptions (
        email text primary key,
        name text not null,
        type text not null,
        end_date timestamptz,
        canceled boolean not null,
        sales jsonb not null,
        stream_position bigint not null
      )`;
  },
  async reset(tx) {
    await tx`truncate rm_subscriptions`;
  },
  keyOf: (event) =>
    event.streamId.startsWith(CUSTOMER_PREFIX) ? event.streamId.slice(CUSTOMER_PREFIX.length) : undefined,
  initial: emptyCustomerAccess,
  evolve: evolveCustomerAccess,
  async load(tx: TransactionSql, keys) {
    const rows = await tx<SubscriptionRow[]>`
      select email, name, sales, stream_position from rm_subscriptions where email = any(${keys})`;
    return new Map(
      rows.map((row): [string, Versioned<CustomerAccess>] => [
        row.email,
        {
          state: { email: row.email, name: row.name, sales: row.sales },
          position: Number(row.stream_position),
        },
      ]),
    );
  },
  async save(tx, rows) {
    for (const [email, { state, position }] of rows) {
      const summary = summariseAccess(state);
      await tx`
        insert into rm_subscriptions (email, name, type, end_date, canceled, sales, stream_position)
        values (${email}, ${state.name}, ${summary.type}, ${summary.endDate}, ${summary.canceled},
                ${JSON.stringify(state.sales)}::text::jsonb, ${position})
        on conflict (email) do update set name = excluded.name, type = excluded.type, end_date = excluded.end_date,
          canceled = excluded.canceled, sales = excluded.sales, stream_position = excluded.stream_position`;
    }
  },
});
