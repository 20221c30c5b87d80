import { describe, expect, it } from 'vitest';
import { countWords, estimateSpeechSeconds } from './speech-duration.ts';

describe('estimateSpeechSeconds', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'respire').join(' ');

  it.each([
    ['', 0],
    [words(140), 60],
    [words(70), 30],
    ['[pausa]', 3],
    ['[pausa longa]', 8],
    [`${words(140)} [pausa] ${words(140)} [pausa longa]`, 131],
    ['Inspire. [PAUSA] Expire. [Pausa Longa]', (2 / 140) * 60 + 11],
  ])('reads %j in %f seconds', (text, seconds) => {
    expect(estimateSpeechSeconds(text)).toBeCloseTo(seconds, 5);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('Olá — tudo bem? 21 dias, ok!')).toBe(6);
  });
});
