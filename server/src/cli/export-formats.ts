import { writeFileSync } from 'node:fs';
import type { ColumnSource } from 'hyparquet-writer';
import type { QueryResult } from '../analytics/read-only-query.ts';

/** The analysts' export formats: CSV (RFC 4180, UTF-8), JSON Lines and Parquet (hyparquet-writer, snappy). */
export const exportFormats = ['csv', 'parquet', 'jsonl'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** A cell as text: null empty, dates ISO, objects JSON (jsonb columns). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    return String(value);
  }
  return JSON.stringify(value);
}

function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv({ columns, rows }: Pick<QueryResult, 'columns' | 'rows'>): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function toJsonl({ columns, rows }: Pick<QueryResult, 'columns' | 'rows'>): string {
  return rows
    .map((row) => JSON.stringify(Object.fromEntries(columns.map((column, i) => [column, jsonValue(row[i])]))))
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * A Parquet column per result column, its type from the values: booleans, integers (INT64 when outside 32 bits),
 * other numbers DOUBLE, dates TIMESTAMP, everything else STRING (objects as JSON text). Nulls are kept.
 */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

function parquetColumn(name: string, values: unknown[]): ColumnSource {
  const present = values.filter((value) => value !== null && value !== undefined);
  const all = (test: (value: unknown) => boolean) => present.length > 0 && present.every(test);
  if (all((value) => typeof value === 'boolean')) {
    return { name, type: 'BOOLEAN', data: values.map((value) => (value ?? null) as boolean | null) };
  }
  if (all((value) => typeof value === 'number' && Number.isInteger(value))) {
    const small = present.every((value) => Math.abs(value as number) < 2 ** 31);
    return small
      ? { name, type: 'INT32', data: values.map((value) => (value ?? null) as number | null) }
      : {
          name,
          type: 'INT64',
          data: values.map((value) => (typeof value === 'number' ? BigInt(value) : null)),
        };
  }
  if (all((value) => typeof value === 'number')) {
    return { name, type: 'DOUBLE', data: values.map((value) => (value ?? null) as number | null) };
  }
  if (all((value) => value instanceof Date)) {
    return { name, type: 'TIMESTAMP', data: values.map((value) => (value ?? null) as Date | null) };
  }
  // Timestamps that came through the server's JSON as ISO text.
  if (all((value) => typeof value === 'string' && ISO_TIME.test(value))) {
    return {
      name,
      type: 'TIMESTAMP',
      data: values.map((value) => (typeof value === 'string' ? new Date(value) : null)),
    };
  }
  return {
    name,
    type: 'STRING',
    data: values.map((value) => (value === null || value === undefined ? null : cellText(value))),
  };
}

export async function toParquet({
  columns,
  rows,
}: Pick<QueryResult, 'columns' | 'rows'>): Promise<Uint8Array> {
  const { parquetWriteBuffer } = await import('hyparquet-writer');
  const columnData = columns.map((name, i) =>
    parquetColumn(
      name,
      rows.map((row) => row[i]),
    ),
  );
  return new Uint8Array(parquetWriteBuffer({ columnData }));
}

export async function writeExport(result: QueryResult, format: ExportFormat, path: string): Promise<number> {
  const content =
    format === 'csv' ? toCsv(result) : format === 'jsonl' ? toJsonl(result) : await toParquet(result);
  writeFileSync(path, content);
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
