import { isDeepStrictEqual } from 'node:util';
import type { Projection } from '@detox/projections';
import type { Sql } from 'postgres';
import { createEmbeddedTestDatabase } from './postgres.ts';

/**
 * Columns that legitimately differ between a live read model and its rebuild because they record when a row was
 * written, not anything an event says. Everything else must be equal, row for row.
 * - rm_journeys.updated_at: `now()` of the write that last touched the row (a rebuild writes all rows at once).
 */
export const WRITE_TIME_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  rm_journeys: ['updated_at'],
};

async function tableNames(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return rows.map((row) => row.name);
}

/**
 * The tables each projection owns, found by running each projection's own migrate on an empty in-memory database
 * and seeing what appeared: a projection added to the registry later is covered with no list to keep.
 */
export async function projectionTables(projections: readonly Projection[]): Promise<Map<string, string[]>> {
  const scratch = await createEmbeddedTestDatabase();
  try {
    const owned = new Map<string, string[]>();
    for (const projection of projections) {
      const before = new Set(await tableNames(scratch.sql));
      await projection.migrate(scratch.sql);
      owned.set(
        projection.name,
        (await tableNames(scratch.sql)).filter((table) => !before.has(table)),
      );
    }
    return owned;
  } finally {
    await scratch.drop();
  }
}

/** Every read-model table (rm_*, an_*) of the database under test. */
export async function readModelTables(sql: Sql): Promise<string[]> {
  return (await tableNames(sql)).filter((name) => /^(rm|an)_/.test(name));
}

async function primaryKey(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ column: string }[]>`
    select a.attname as column
      from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
     where i.indrelid = ${table}::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`;
  return rows.map((row) => row.column);
}

export interface TableSnapshot {
  table: string;
  key: string[];
  /** Rows by their primary key (as JSON), write-time columns left out. */
  rows: Map<string, Record<string, unknown>>;
}

/** All rows of a table, sorted and keyed by its primary key. */
export async function snapshotTable(sql: Sql, table: string): Promise<TableSnapshot> {
  const key = await primaryKey(sql, table);
  if (key.length === 0)
    throw new Error(`${table} não tem chave primária: não há como comparar linha a linha`);
  const ignored = WRITE_TIME_COLUMNS[table] ?? [];
  const rows = await sql<Record<string, unknown>[]>`select * from ${sql(table)} order by ${sql(key)}`;
  const byKey = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !ignored.includes(column)));
    byKey.set(JSON.stringify(key.map((column) => row[column])), kept);
  }
  return { table, key, rows: byKey };
}

export interface TableDifference {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  /** At most five of each, to read in a failure message. */
  onlyLive: string[];
  onlyRebuilt: string[];
  changed: { key: string; column: string; live: unknown; rebuilt: unknown }[];
}

/** How a rebuilt table differs from the live one; equal tables give empty lists. */
export function diffTables(live: TableSnapshot, rebuilt: TableSnapshot): TableDifference {
  const onlyLive = [...live.rows.keys()].filter((key) => !rebuilt.rows.has(key));
  const onlyRebuilt = [...rebuilt.rows.keys()].filter((key) => !live.rows.has(key));
  const changed: TableDifference['changed'] = [];
  for (const [key, row] of live.rows) {
    const other = rebuilt.rows.get(key);
    if (!other) continue;
    for (const column of new Set([...Object.keys(row), ...Object.keys(other)])) {
      if (!isDeepStrictEqual(row[column], other[column])) {
        changed.push({ key, column, live: row[column], rebuilt: other[column] });
      }
    }
  }
  return {
    table: live.table,
    liveRows: live.rows.size,
    rebuiltRows: rebuilt.rows.size,
    onlyLive: onlyLive.slice(0, 5),
    onlyRebuilt: onlyRebuilt.slice(0, 5),
    changed: changed.slice(0, 5),
  };
}
