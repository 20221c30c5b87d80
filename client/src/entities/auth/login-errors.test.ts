import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../shared/api/api-response.ts';
import { signInErrorMessage } from './login-errors.ts';

describe('signInErrorMessage (spec §8 Login and registration)', () => {
  it.each<[string, ApiError, string]>([
    [
      'no connection',
      { status: 'FETCH_ERROR', message: 'x' },
      'Não foi possível conectar ao servidor. Verifique sua conexão com a internet.',
    ],
    [
      'a timeout',
      { status: 'TIMEOUT_ERROR', message: 'x' },
      'Não foi possível conectar ao servidor. Verifique sua conexão com a internet.',
    ],
    [
      'an HTML or broken JSON answer',
      { status: 'PARSE_ERROR', message: 'x' },
      'Problema de configuração do servidor. Entre em contato com o suporte.',
    ],
    [
      'the endpoint not found',
      { status: 404, message: 'x' },
      'Serviço temporariamente indisponível. Tente novamente em alguns minutos.',
    ],
    [
      'a server error',
      { status: 503, message: 'x' },
      'Serviço temporariamente indisponível. Tente novamente em alguns minutos.',
    ],
    [
      'the server’s own message',
      { status: 401, message: 'Código inválido ou expirado.' },
      'Código inválido ou expirado.',
    ],
    ['a rate limit', { status: 429, message: 'Muitas tentativas.' }, 'Muitas tentativas.'],
  ])('%s', (_case, error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });
});
