import { hash } from 'node:crypto';

/**
 * A UUID-shaped id derived from text (sha256), so the same input always names the same thing: a resent command
 * finds the events, session or guidance its first sending made. `version` is the nibble written where a UUID
 * keeps its version; it is part of the ids already stored, so each caller keeps the one it has always used.
 */
export function derivedUuid(input: string, version: '4' | '5'): string {
  const hex = hash('sha256', input, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
