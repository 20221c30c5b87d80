import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';

const rolledBack = new Error('write probe rolled back');
/** Incompressible padding, so the probe needs about as much room in the table as a few events would. */
const PROBE_ROWS = 4;
const PROBE_BYTES = 1000;

/**
 * The write probe on the SQL stores (ops/write-health.ts, docs/runbook.md): events inserted into es_events itself,
 * in a transaction rolled back. On a full disk what fails is growing a table (53100 "could not extend file"): a
 * probe into a small table of its own would find room in its one page and pass while every append fails. Into
 * es_events, with events of a real size, it fails exactly when the next appends would, and nothing of it stays in
 * the log.
 */
export function sqlWriteProbe(sql: Sql): () => Promise<void> {
  return async () => {
    try {
      await sql.begin(async (tx) => {
        for (let index = 0; index < PROBE_ROWS; index++) {
          const data = { padding: randomBytes(PROBE_BYTES / 2).toString('hex') };
          await tx`
            insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
            values (${randomUUID()}, '$write-probe', ${index}, '$WriteProbe', ${tx.json(data)}, '{}'::jsonb)`;
        }
        throw rolledBack;
      });
    } catch (error) {
      if (error !== rolledBack) throw error;
    }
  };
}
