import { describe, expect, it } from 'vitest';
import { measures } from './measures.ts';
import type { JourneyReport } from './report-model.ts';
import { shareImageContent } from './share-image.ts';

const report: JourneyReport = {
  throughDay: 7,
  periods: [
    { from: 1, to: 3 },
    { from: 5, to: 7 },
  ],
  comparisons: measures.map((measure, index) => ({
    measure,
    first: index === 4 ? null : 2,
    last: 3.5,
    change: index === 4 ? null : 1.5,
  })),
  daysCompleted: 7,
  tasksDone: 1234,
  minutesMeditated: 28,
  sentences: [{ id: '2-0', day: 2, text: 'Deixei o celular na sala.' }],
};

describe('the share image', () => {
  it('says what was done and nothing personal by default', () => {
    const content = shareImageContent(report, report.sentences, { measures: false, sentences: false });
    expect(content).toEqual({
      title: 'Semana 1 concluída',
      figures: ['7 dias concluídos', '1.234 tarefas feitas', '28 minutos de meditação'],
      measures: [],
      sentences: [],
      product: 'Detox Digital 21 Dias',
    });
  });

  it('adds the feelings and the chosen sentences only when asked', () => {
    const content = shareImageContent(report, report.sentences, { measures: true, sentences: true });
    expect(content.measures).toEqual([
      'Humor: 2 → 3,5',
      'Tempo de tela: 2 → 3,5',
      'Motivação: 2 → 3,5',
      'Sono: 2 → 3,5',
    ]);
    expect(content.sentences).toEqual(['“Deixei o celular na sala.”']);
    expect(
      shareImageContent({ ...report, throughDay: 21 }, [], { measures: false, sentences: true }),
    ).toMatchObject({ title: 'Jornada de 21 dias concluída', sentences: [] });
  });
});
