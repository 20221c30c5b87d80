import { describe, expect, it } from 'vitest';
import { writeErrorMessage } from './write-error.ts';

const fallback = 'Erro ao atualizar tarefa';

describe('writeErrorMessage', () => {
  it.each([
    [
      { status: 409, message: 'O Dia 3 já foi concluído e não pode mais ser alterado.' },
      'O Dia 3 já foi concluído e não pode mais ser alterado.',
    ],
    [
      { status: 422, message: 'É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.' },
      'É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.',
    ],
    [{ status: 500, message: 'Erro interno do servidor. Tente novamente em alguns minutos.' }, fallback],
    [{ status: 'FETCH_ERROR', message: 'Erro de conexão com o servidor' }, fallback],
    [{ status: 'TIMEOUT_ERROR', message: 'Erro de conexão com o servidor' }, fallback],
    [undefined, fallback],
  ])('%j → %s', (error, shown) => {
    expect(writeErrorMessage(error, fallback)).toBe(shown);
  });
});
