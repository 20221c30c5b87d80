import { initialJourney, type JourneyState } from '@detox/projections';
import { estimateSpeechSeconds } from '@detox/providers/tts/speech-duration';
import { describe, expect, it } from 'vitest';
import { sessionScript } from './session-script.ts';

function journeyWith(day: number, done: string[], reflection = ''): JourneyState {
  const journey = initialJourney();
  return {
    ...journey,
    days: journey.days.map((entry) =>
      entry.day === day
        ? { ...entry, tasks: Object.fromEntries(done.map((id) => [id, true])), reflection }
        : entry,
    ),
  };
}

const base = { day: 3, name: 'Ana Souza', backgroundTitle: 'Chuva leve', maxDurationSeconds: 300 };

describe('personalised session script', () => {
  it('greets by first name, says where the subscriber stands and carries their intention', () => {
    const script = sessionScript({
      ...base,
      journey: journeyWith(3, ['day3-1', 'day3-2'], 'Hoje percebi que pego o celular no tédio.'),
      customText: 'Quero dormir sem o celular.',
    });
    expect(script.title).toBe('Sessão personalizada - Dia 3');
    expect(script.text).toMatch(/^Olá, Ana\. Este é o seu momento do Dia 3/);
    expect(script.text).toContain('Você já concluiu 2 de 5 tarefas de hoje.');
    expect(script.text).toContain('já escreveu sua reflexão de hoje');
    expect(script.text).toContain('Sua intenção para esta prática: Quero dormir sem o celular.');
    expect(script.text).toContain('Até amanhã, Ana.');
    expect(script.description).toContain('chuva leve ao fundo');
  });

  it('fits the meditation in maxDuration, cutting at a paragraph', () => {
    const journey = journeyWith(3, []);
    const short = sessionScript({ ...base, journey, maxDurationSeconds: 60 });
    const long = sessionScript({ ...base, journey, maxDurationSeconds: 1800 });
    expect(short.text).toContain('Você ainda não marcou tarefas hoje');
    expect(short.text.length).toBeLessThan(long.text.length);
    const medium = sessionScript({ ...base, journey, maxDurationSeconds: 240 });
    expect(estimateSpeechSeconds(medium.text)).toBeLessThanOrEqual(240);
  });

  it('reads the same for the same input (a session can be made again from its event)', () => {
    const input = { ...base, journey: journeyWith(3, ['day3-1']) };
    expect(sessionScript(input)).toEqual(sessionScript(input));
  });
});
