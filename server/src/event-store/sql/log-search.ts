import type { Sql } from 'postgres';

/**
 * Customer streams whose Kirvano webhooks (the raw bodies kept in their metadata) hold these digits: support's
 * search by phone, which no read model keeps. A scan of the customer streams' rows; `limit` bounds the answer.
 */
export async function customerStreamsWithDigits(sql: Sql, digits: string, limit: number): Promise<string[]> {
  const rows = await sql<{ stream_id: string }[]>`
    select distinct stream_id from es_events
     where stream_id like 'customer-%'
       and regexp_replace(coalesce(metadata->'webhook'->>'rawBody', ''), '[^0-9]', '', 'g') like ${`%${digits}%`}
     limit ${limit}`;
  return rows.map((row) => row.stream_id);
}
