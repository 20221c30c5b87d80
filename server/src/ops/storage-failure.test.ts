import { describe, expect, it } from 'vitest';
import { describeStorageFailure, storageFailureCode } from './storage-failure.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('storageFailureCode', () => {
  it.each([
    ['53100', 'disco cheio (53100)'],
    ['25006', 'somente leitura (25006)'],
    ['57P03', 'banco de dados encerrando ou iniciando (57P03)'],
    ['08006', 'sem conexão (08006)'],
    ['58030', 'erro de E/S (58030)'],
    ['53300', 'recursos esgotados (53300)'],
    ['ECONNREFUSED', 'sem conexão (ECONNREFUSED)'],
    ['CONNECTION_CLOSED', 'sem conexão (CONNECTION_CLOSED)'],
    ['ENOSPC', 'disco cheio (ENOSPC)'],
  ])('takes %s as a store that cannot write: %s', (code, description) => {
    expect(storageFailureCode(withCode(code))).toBe(code);
    expect(describeStorageFailure(code)).toBe(description);
  });

  it.each(['23505', '40001', '22P02', '42P01', '28P01', '3D000', 'ERR_INVALID_URL'])(
    'leaves %s alone (a conflict, a bug or a refusal, not a lack of storage)',
    (code) => {
      expect(storageFailureCode(withCode(code))).toBeUndefined();
    },
  );

  it('reads the first cause of an AggregateError (localhost: ::1 and 127.0.0.1 both refused)', () => {
    const error = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect');
    expect(storageFailureCode(error)).toBe('ECONNREFUSED');
  });

  it('recognises a file write that failed for space without a code', () => {
    expect(storageFailureCode(new Error('write failed: No space left on device'))).toBe('ENOSPC');
    expect(storageFailureCode(new Error('boom'))).toBeUndefined();
    expect(storageFailureCode('boom')).toBeUndefined();
  });
});
