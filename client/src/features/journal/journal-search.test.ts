import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery, splitOnMatches } from './journal-search.ts';

describe('the journal search', () => {
  it('ignores accents and case', () => {
    expect(foldText('Ação, CORAÇÃO e pé')).toBe('acao, coracao e pe');
    expect(matchesQuery('Senti ansiedade no ônibus.', 'ONIBUS')).toBe(true);
    expect(matchesQuery('Senti ansiedade no onibus.', 'ônibus')).toBe(true);
    expect(matchesQuery('Senti ansiedade no ônibus.', 'metrô')).toBe(false);
    expect(matchesQuery('qualquer texto', '   ')).toBe(true);
  });

  it('cuts the text at every match, keeping its own spelling', () => {
    expect(splitOnMatches('Celular na mão; a mao livre depois. MÃO!', 'mao')).toEqual([
      'Celular na ',
      'mão',
      '; a ',
      'mao',
      ' livre depois. ',
      'MÃO',
      '!',
    ]);
    expect(splitOnMatches('sem nada', 'xyz')).toEqual(['sem nada']);
    expect(splitOnMatches('texto', '')).toEqual(['texto']);
  });

  it('finds a word written with combining accents (NFD) too', () => {
    const decomposed = 'a\u0301gua fria';
    expect(matchesQuery(decomposed, 'água')).toBe(true);
    expect(splitOnMatches(decomposed, 'agua')).toEqual(['', 'água', ' fria']);
  });
});
