import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token: 256 random bits. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Compares two secrets in constant time, whatever their lengths (both are hashed to 32 bytes first). */
export function sameSecret(given: string, expected: string): boolean {
  const a = hash('sha256', given, 'buffer');
  const b = hash('sha256', expected, 'buffer');
  return timingSafeEqual(a, b);
}
