import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('push configuration', () => {
  it('keeps http push endpoints off by default and refuses them in production', () => {
    expect(loadConfig({}).PUSH_ALLOW_HTTP).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_HTTP: 'true' }).PUSH_ALLOW_HTTP).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_HTTP: 'true' })).toThrow(
      'Configuração inválida: PUSH_ALLOW_HTTP não pode ser true em produção',
    );
  });

  it('wants both VAPID keys or neither, and a mailto: or https: subject', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'suporte@detox21.com.br' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).VAPID_SUBJECT).toBe('mailto:suporte@detox21.com.br');
  });
});
