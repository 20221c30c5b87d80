import { describe, expect, it } from 'vitest';
import { describeError, formatErrorReport } from './error-details.ts';

describe('describeError', () => {
  it('keeps message, stack and component stack of an Error', () => {
    const error = new Error('boom');
    expect(describeError(error, '\n    at DayCard')).toEqual({
      message: 'boom',
      stack: error.stack,
      componentStack: '\n    at DayCard',
    });
  });

  it('copes with things that are not errors', () => {
    expect(describeError('falhou').message).toBe('falhou');
    expect(describeError(undefined)).toEqual({
      message: 'Erro desconhecido',
      stack: null,
      componentStack: null,
    });
  });
});

describe('formatErrorReport', () => {
  it('puts everything support needs in plain text', () => {
    const text = formatErrorReport(
      { message: 'boom', stack: 'Error: boom\n    at f', componentStack: null },
      { url: 'https://app.example/app', userAgent: 'UA', time: new Date('2025-01-02T03:04:05Z') },
    );
    expect(text).toBe(
      [
        'Mensagem: boom',
        'Endereço: https://app.example/app',
        'Horário: 2025-01-02T03:04:05.000Z',
        'Navegador: UA',
        'Pilha:\nError: boom\n    at f',
        'Componentes:\nNão disponível',
      ].join('\n\n'),
    );
  });
});
