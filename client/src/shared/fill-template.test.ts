import { describe, expect, it } from 'vitest';
import { fillTemplate, ptBrNumber } from './fill-template.ts';

describe('fillTemplate', () => {
  it.each<[string, Record<string, string | number>, string]>([
    ['Dia {n} de 21', { n: 3 }, 'Dia 3 de 21'],
    [
      '{n} dias restantes para completar sua jornada',
      { n: 18 },
      '18 dias restantes para completar sua jornada',
    ],
    ['Tarefas concluídas: {done}/{total}', { done: 2, total: 5 }, 'Tarefas concluídas: 2/5'],
    ['Complete o Dia {n}', {}, 'Complete o Dia {n}'],
    ['sem marcadores', { n: 1 }, 'sem marcadores'],
  ])('%s', (template, values, filled) => {
    expect(fillTemplate(template, values)).toBe(filled);
  });
});

describe('ptBrNumber', () => {
  it('writes thousands with a dot, as pt-BR does', () => {
    expect(ptBrNumber(5000)).toBe('5.000');
    expect(ptBrNumber(56)).toBe('56');
    expect(fillTemplate('{n} de {max} caracteres', { n: ptBrNumber(56), max: ptBrNumber(5000) })).toBe(
      '56 de 5.000 caracteres',
    );
  });
});
