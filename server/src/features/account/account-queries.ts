import type { Sql } from 'postgres';

export interface AccountRow {
  userId: string;
  email: string;
  name: string;
  passwordHash: string | null;
}

export async function findAccountByEmail(sql: Sql, email: string): Promise<AccountRow | null> {
  const [row] = await sql<{ user_id: string; email: string; name: string; password_hash: string | null }[]>`
    select user_id, email, name, password_hash from rm_users where email = ${email}`;
  return row
    ? { userId: row.user_id, email: row.email, name: row.name, passwordHash: row.password_hash }
    : null;
}

export interface SubscriptionRow {
  name: string;
  type: string;
  endDate: string | null;
  canceled: boolean;
}

export async function findSubscription(sql: Sql, email: string): Promise<SubscriptionRow | null> {
  const [row] = await sql<{ name: string; type: string; end_date: Date | null; canceled: boolean }[]>`
    select name, type, end_date, canceled from rm_subscriptions where email = ${email}`;
  return row
    ? { name: row.name, type: row.type, endDate: row.end_date?.toISOString() ?? null, canceled: row.canceled }
    : null;
}

/** The purchase email of a sale we know, for notifications that do not carry the customer. */
export async function emailOfSale(sql: Sql, saleId: string): Promise<string | null> {
  const [row] = await sql<
    { email: string }[]
  >`select email from rm_subscriptions where sales ? ${saleId} limit 1`;
  return row?.email ?? null;
}
