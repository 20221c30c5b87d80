import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.EVENT_STORE).toBe('embedded');
    expect(config.AI_PROVIDER).toBe('fake');
    expect(config.KIRVANO_PRODUCT_IDS).toEqual(['detox21']);
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuração inválida: PORT /],
    [{ EVENT_STORE: 'mongo' }, /^Configuração inválida: EVENT_STORE /],
    [{ EVENT_STORE: 'postgres' }, /^Configuração inválida: DATABASE_URL é obrigatória/],
    [{ EVENT_STORE: 'eventstoredb' }, /^Configuração inválida: EVENTSTORE_URL é obrigatória/],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuração inválida: DATABASE_URL deve começar/],
    [{ AI_PROVIDER: 'openai' }, /^Configuração inválida: OPENAI_API_KEY/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('splits and lower-cases role lists', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ana@X.com , bia@y.com' }).ADMIN_EMAILS).toEqual([
      'ana@x.com',
      'bia@y.com',
    ]);
  });
});
