import type { QueryResult } from '../analytics/read-only-query.ts';
import { cellText } from './export-formats.ts';

const MAX_CELL = 60;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const text = cellText(value);
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
}

/** A result as a plain-text table: a header, a rule, one line per row; long cells cut, null as ∅. */
export function formatTable({ columns, rows }: Pick<QueryResult, 'columns' | 'rows'>): string {
  const cells = rows.map((row) => row.map(cell));
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join(' │ ')
      .trimEnd();
  return `${[line(columns), widths.map((width) => '─'.repeat(width)).join('─┼─'), ...cells.map(line)].join('\n')}\n`;
}
