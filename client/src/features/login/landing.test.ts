import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing.ts';

const session = (roles: ('support' | 'admin')[]) => ({
  user: { id: 'u', name: 'Ana', email: 'ana@example.com', roles },
});

describe('landingAfterSignIn', () => {
  it('sends support and admins to /support, subscribers to /app', () => {
    expect(landingAfterSignIn(session(['support']))).toBe('/support');
    expect(landingAfterSignIn(session(['admin']))).toBe('/support');
    expect(landingAfterSignIn(session([]))).toBe('/app');
  });
});
