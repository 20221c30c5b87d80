import { describe, expect, it } from 'vitest';
import { createActionKeys, failureIsDefinite, newActionKey } from './action-key.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newActionKey', () => {
  it('is a v4 UUID, new each time', () => {
    const first = newActionKey();
    expect(first).toMatch(uuidV4);
    expect(newActionKey()).not.toBe(first);
  });

  it('builds a v4 UUID without crypto.randomUUID (older WebViews)', () => {
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newActionKey()).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('failureIsDefinite', () => {
  it.each([
    [{ status: 409, message: 'Dia bloqueado.' }, true],
    [{ status: 422, message: 'Falta o questionário.' }, true],
    [{ status: 400, message: 'Requisição inválida.' }, true],
    [{ status: 500, message: 'Erro interno' }, false],
    [{ status: 503, message: 'Indisponível' }, false],
    [{ status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' }, false],
    [{ status: 'TIMEOUT_ERROR', message: 'Erro de conexão com o servidor' }, false],
    [{ status: 'PARSE_ERROR', message: 'Servidor retornou resposta inválida (não é JSON)' }, false],
    [new Error('boom'), false],
  ])('%j → %s', (error, expected) => {
    expect(failureIsDefinite(error)).toBe(expected);
  });
});

describe('createActionKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it.each([
    ['a success ends the action', undefined, 'key-2'],
    ['a refusal ends the action', { status: 422, message: 'x' }, 'key-2'],
    ['a dropped connection keeps the key for the retry', { status: 'FETCH_ERROR', message: 'x' }, 'key-1'],
    ['a timeout keeps the key for the retry', { status: 'TIMEOUT_ERROR', message: 'x' }, 'key-1'],
    ['a 5xx keeps the key for the retry', { status: 502, message: 'x' }, 'key-1'],
  ])('%s', (_case, outcome, nextKey) => {
    const keys = createActionKeys(counter());
    expect(keys.keyFor({ dayNumber: 3 })).toBe('key-1');
    keys.settle(outcome);
    expect(keys.keyFor({ dayNumber: 3 })).toBe(nextKey);
  });

  it('gives a new key when the payload changed, even after an uncertain failure', () => {
    const keys = createActionKeys(counter());
    keys.keyFor({ answers: ['a'] });
    keys.settle({ status: 'FETCH_ERROR', message: 'x' });
    expect(keys.keyFor({ answers: ['b'] })).toBe('key-2');
  });
});
