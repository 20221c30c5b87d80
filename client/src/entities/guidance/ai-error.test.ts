import { describe, expect, it } from 'vitest';
import { aiErrorMessage } from './ai-error.ts';

describe('aiErrorMessage', () => {
  it.each([
    [
      { status: 429, message: 'Você atingiu o limite diário de orientações.' },
      'Você atingiu o limite diário de orientações.',
    ],
    [{ status: 502, message: 'O mentor está indisponível agora.' }, 'O mentor está indisponível agora.'],
    [{ status: 400, message: '' }, 'padrão'],
    [{ status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' }, 'padrão'],
    [{ status: 'TIMEOUT_ERROR', message: 'Erro de conexão com o servidor' }, 'padrão'],
    [new Error('boom'), 'padrão'],
    [undefined, 'padrão'],
  ])('%j → %s', (error, expected) => {
    expect(aiErrorMessage(error, 'padrão')).toBe(expected);
  });
});
