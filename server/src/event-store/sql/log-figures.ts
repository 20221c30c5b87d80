import type { Sql } from 'postgres';

export interface LogFigures {
  events: number;
  transactions: number;
  minTransactionId: number;
  maxTransactionId: number;
}

/** The size of the event log, and the range of transaction ids it spans (compared as numbers, never as text). */
export async function logFigures(sql: Sql): Promise<LogFigures> {
  const [row] = await sql<{ events: string; transactions: string; min: string | null; max: string | null }[]>`
    select count(*) as events, count(distinct transaction_id::text) as transactions,
           min(transaction_id::text::bigint) as min, max(transaction_id::text::bigint) as max
      from es_events`;
  return {
    events: Number(row?.events ?? 0),
    transactions: Number(row?.transactions ?? 0),
    minTransactionId: Number(row?.min ?? 0),
    maxTransactionId: Number(row?.max ?? 0),
  };
}
