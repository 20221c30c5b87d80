import { describe, expect, it } from 'vitest';
import { dayOfEvent, summariseEvent, withoutSecrets } from './event-summary.ts';

describe('summariseEvent', () => {
  it.each([
    ['DayCompleted', { day: 9 }, 'Dia 9 concluído'],
    ['TaskCompletionSet', { day: 1, taskId: 'day1-1', completed: false }, /^Dia 1: tarefa “.+” desmarcada$/],
    ['ReflectionSaved', { day: 3, text: 'Hoje foi difícil' }, 'Dia 3: reflexão salva (16 caracteres)'],
    ['ReflectionSaved', { day: 3, text: '  ' }, 'Dia 3: reflexão apagada'],
    ['AudioListened', { day: 2, fraction: 0.456 }, 'Dia 2: ouviu 46% do áudio'],
    ['SignedIn', { method: 'code' }, 'Entrou no app (código por e-mail)'],
    ['JourneyRestarted', {}, 'Jornada reiniciada do dia 1'],
    [
      'CareOffered',
      { day: 3, surface: 'chat', signal: 'ideation-active', via: 'local' },
      'Mentor ofereceu apoio de crise (CVV 188) no chat do dia 3 (sinal: ideation-active; detector local)',
    ],
    [
      'CareOffered',
      { day: 5, surface: 'audio-session', signal: 'moderation', via: 'moderation' },
      /^Mentor ofereceu apoio de crise \(CVV 188\) na sessão de áudio personalizada do dia 5 /,
    ],
    [
      'SupportAccessRecorded',
      { agentUserId: 'u1', agentEmail: 'suporte@detox21.com.br', action: 'replay', atEventId: 'e1' },
      'Suporte: suporte@detox21.com.br reproduziu a jornada',
    ],
  ])('%s %j → %s', (type, data, expected) => {
    expect(summariseEvent(type, data)).toMatch(expected);
  });

  it('falls back to the type for an unknown type or data out of shape', () => {
    expect(summariseEvent('MoodLogged', { day: 2 })).toBe('Evento MoodLogged');
    expect(summariseEvent('DayCompleted', { day: 'nove' })).toBe(
      'Evento DayCompleted (dados fora do formato esperado)',
    );
  });
});

describe('dayOfEvent and withoutSecrets', () => {
  it('reads an integer day field only', () => {
    expect(dayOfEvent({ day: 4 })).toBe(4);
    expect(dayOfEvent({ week: 1 })).toBeNull();
    expect(dayOfEvent('x')).toBeNull();
  });

  it('drops password hashes', () => {
    expect(withoutSecrets({ passwordHash: 'scrypt$…', other: 1 })).toEqual({ other: 1 });
  });
});
