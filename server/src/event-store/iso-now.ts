let last = { at: Number.NaN, iso: '' };

/**
 * The time now in ISO 8601, as the stores stamp `recordedAt`. Formatted once per millisecond: formatting a Date
 * costs more than the rest of an append's own JavaScript, and appends come many to a millisecond.
 */
export function isoNow(): string {
  const at = Date.now();
  if (at !== last.at) last = { at, iso: new Date(at).toISOString() };
  return last.iso;
}
