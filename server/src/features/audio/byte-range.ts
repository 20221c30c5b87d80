/** A parsed HTTP Range header for one byte range, or 'unsatisfiable'; undefined means "send the whole file". */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** Parses "bytes=start-end", "bytes=start-" and "bytes=-suffix" (one range; several ranges get the whole file). */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
