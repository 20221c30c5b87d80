import { describe, expect, it } from 'vitest';
import { brlToCents, isoToKirvanoTime, kirvanoTimeToIso } from './kirvano-values.ts';

describe('kirvanoTimeToIso (São Paulo local time)', () => {
  it.each([
    ['2026-03-18 14:42:54', '2026-03-18T17:42:54.000Z'],
    ['2023-12-18 16:38:17', '2023-12-18T19:38:17.000Z'],
    ['2026-03-18T14:42:54', '2026-03-18T17:42:54.000Z'],
    ['2026-03-18 14:42', '2026-03-18T17:42:00.000Z'],
    ['2026-03-18', '2026-03-18T03:00:00.000Z'],
    // Summer time (UTC-2) was still observed in January 2018.
    ['2018-01-15 12:00:00', '2018-01-15T14:00:00.000Z'],
    ['2026-03-18T14:42:54Z', '2026-03-18T14:42:54.000Z'],
    ['2026-03-18T14:42:54-03:00', '2026-03-18T17:42:54.000Z'],
    ['2026-02-30 10:00:00', null],
    ['2026-03-18 25:00:00', null],
    ['ontem', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(kirvanoTimeToIso(text)).toBe(expected);
  });

  it('round-trips through isoToKirvanoTime', () => {
    expect(isoToKirvanoTime('2026-03-18T17:42:54.000Z')).toBe('2026-03-18 14:42:54');
    expect(kirvanoTimeToIso(isoToKirvanoTime('2026-07-01T00:00:00.000Z'))).toBe('2026-07-01T00:00:00.000Z');
  });
});

describe('brlToCents', () => {
  it.each([
    ['R$ 169,80', 16980],
    ['R$ 1.169,80', 116980],
    ['R$ 1,00', 100],
    ['R$ 97', 9700],
    ['R$ 12.345.678,9', 1234567890],
    ['169.80', 16980],
    [97, 9700],
    [169.8, 16980],
    ['R$ abc', null],
    ['R$ 1,2,3', null],
    ['-5', null],
    [-5, null],
    [Number.NaN, null],
    // Past 2^53 centavos: no price (the fuzzer's big integer answered 500 once events were checked on append).
    [Number.MAX_SAFE_INTEGER, null],
    ['99999999999999999999', null],
    ['R$ 90.071.992.547.409,92', null],
  ])('%s → %s', (value, expected) => {
    expect(brlToCents(value)).toBe(expected);
  });
});
