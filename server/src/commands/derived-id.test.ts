import { describe, expect, it } from 'vitest';
import { derivedUuid } from './derived-id.ts';

describe('derivedUuid', () => {
  it('gives the ids already stored (event ids with 5, session and guidance ids with 4): a resend still finds them', () => {
    expect(derivedUuid('key-1:0', '5')).toBe('eaf5e7cf-e040-577b-8297-c22ddd3a64be');
    expect(derivedUuid('guidance:u1:key-1', '4')).toBe('fbfd618d-4efe-4c24-83b6-000c98732ca8');
  });

  it('is UUID-shaped and differs with its input', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[45][0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(derivedUuid('a', '4')).toMatch(uuid);
    expect(derivedUuid('a', '5')).not.toBe(derivedUuid('b', '5'));
  });
});
