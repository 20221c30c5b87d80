import { randomBytes, randomInt } from 'node:crypto';
import type { Sql } from 'postgres';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_TTL_MS } from './rules.ts';
import { sameSecret, sha256Hex } from './secrets.ts';

const hashCode = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

/** A fresh 6-digit code for an email, replacing any earlier one. Only its salted hash is stored. */
export async function issueSignInCode(sql: Sql, email: string): Promise<string> {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE_TTL_MS);
  await sql`
    insert into auth_sign_in_codes (email, code_hash, salt, attempts_left, expires_at)
    values (${email}, ${hashCode(salt, code)}, ${salt}, ${SIGN_IN_CODE_ATTEMPTS}, ${expiresAt})
    on conflict (email) do update set code_hash = excluded.code_hash, salt = excluded.salt,
      attempts_left = excluded.attempts_left, expires_at = excluded.expires_at, created_at = now()`;
  return code;
}

export type CodeCheck = 'valid' | 'invalid' | 'exhausted';

/**
 * Spends one attempt of the email's code, atomically, then compares. The right code is consumed (one use);
 * a wrong last attempt deletes it. Missing or expired codes are simply invalid.
 */
export async function checkSignInCode(sql: Sql, email: string, code: string): Promise<CodeCheck> {
  const [row] = await sql<{ code_hash: string; salt: string; attempts_left: number }[]>`
    update auth_sign_in_codes set attempts_left = attempts_left - 1
     where email = ${email} and attempts_left > 0 and expires_at > now()
     returning code_hash, salt, attempts_left`;
  if (!row) return 'invalid';
  const expectedHash = row.code_hash;
  if (sameSecret(hashCode(row.salt, code), expectedHash)) {
    // Only one request can delete it: two racing right answers do not both sign in.
    const consumed =
      await sql`delete from auth_sign_in_codes where email = ${email} and code_hash = ${expectedHash}`;
    return consumed.count === 1 ? 'valid' : 'invalid';
  }
  if (row.attempts_left > 0) return 'invalid';
  await sql`delete from auth_sign_in_codes where email = ${email} and code_hash = ${expectedHash}`;
  return 'exhausted';
}

export async function deleteSignInCodes(sql: Sql, email: string): Promise<void> {
  await sql`delete from auth_sign_in_codes where email = ${email}`;
}
