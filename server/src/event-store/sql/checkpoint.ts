/** A SQL checkpoint is "transactionId:globalPosition"; both parts are unsigned 64-bit integers. */
export const SQL_START = '0:0';

export function sqlCheckpoint(transactionId: string, globalPosition: string | bigint): string {
  return `${transactionId}:${globalPosition}`;
}

export function parseSqlCheckpoint(checkpoint: string): [bigint, bigint] {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new RangeError(`Invalid checkpoint: ${checkpoint}`);
  return [BigInt(match[1]), BigInt(match[2])];
}

export function compareSqlCheckpoints(a: string, b: string): number {
  const [ta, pa] = parseSqlCheckpoint(a);
  const [tb, pb] = parseSqlCheckpoint(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return 0;
}
