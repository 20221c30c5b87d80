import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords (scrypt)', () => {
  it('verifies the right password only, and never stores it', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$15\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('mesma senha')).not.toBe(await hashPassword('mesma senha'));
  });

  it.each([null, '', 'plain', 'scrypt$15$8$1$$'])(
    'refuses a missing or malformed hash (%s)',
    async (stored) => {
      expect(await verifyPassword('qualquer', stored)).toBe(false);
    },
  );
});
