import { describe, expect, it } from 'vitest';
import type { SessionRecord } from './sessions.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache.ts';

const record = (name: string): SessionRecord => ({
  userId: 'u1',
  email: 'ana@exemplo.com.br',
  name,
  roles: [],
  consents: {},
  subscription: { type: 'monthly', endDate: null, canceled: false },
});

describe('the session cache', () => {
  const farFuture = new Date(Date.UTC(2100, 0, 1));

  it('answers for SESSION_CACHE_TTL_MS, then asks the database again', () => {
    let time = 1_000;
    const cache = createSessionCache<SessionRecord>(() => time);
    cache.set('hash', record('Ana'), farFuture, cache.generation());
    time += SESSION_CACHE_TTL_MS - 1;
    expect(cache.get('hash')?.name).toBe('Ana');
    time += 1;
    expect(cache.get('hash')).toBeUndefined();
  });

  it('never answers for a session past its expiry', () => {
    let time = 1_000;
    const cache = createSessionCache<SessionRecord>(() => time);
    cache.set('hash', record('Ana'), new Date(1_500), cache.generation());
    expect(cache.get('hash')).toBeDefined();
    time = 1_500;
    expect(cache.get('hash')).toBeUndefined();
  });

  it('forgets everything on clear, and does not keep a lookup that started before it', () => {
    const cache = createSessionCache<SessionRecord>();
    cache.set('a', record('Ana'), farFuture, cache.generation());
    const started = cache.generation();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', record('Bia (antes da mudança)'), farFuture, started);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', record('Bia'), farFuture, cache.generation());
    expect(cache.get('b')?.name).toBe('Bia');
  });
});
