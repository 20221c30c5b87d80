import { describe, expect, it } from 'vitest';
import { reminderFromPush, sameOriginPath } from './push-message.ts';

const origin = 'https://detox21.com.br';

describe('push reminders in the service worker', () => {
  it('shows the server’s reminder and opens its day', () => {
    const text = JSON.stringify({
      title: 'Dia 4 de 21 está esperando por você',
      body: 'Hoje: “Silêncio digital”.',
      url: '/daily-challenge?day=4',
      day: 4,
      tag: 'lembrete-dia-4',
    });
    expect(reminderFromPush(text, origin)).toEqual({
      title: 'Dia 4 de 21 está esperando por você',
      body: 'Hoje: “Silêncio digital”.',
      url: '/daily-challenge?day=4',
      tag: 'lembrete-dia-4',
    });
  });

  it('falls back to a generic reminder for an empty or broken message', () => {
    for (const text of [null, '', 'não é json', '42', '{"title": 3}']) {
      expect(reminderFromPush(text, origin)).toMatchObject({ title: 'Detox Digital 21 Dias', url: '/app' });
    }
  });

  it('never opens another origin', () => {
    expect(sameOriginPath('https://evil.example/phish', origin)).toBeUndefined();
    expect(sameOriginPath('//evil.example/x', origin)).toBeUndefined();
    expect(sameOriginPath('https://detox21.com.br/daily-challenge?day=2', origin)).toBe(
      '/daily-challenge?day=2',
    );
    expect(reminderFromPush(JSON.stringify({ url: 'https://evil.example/' }), origin).url).toBe('/app');
  });
});
