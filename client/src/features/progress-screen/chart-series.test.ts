import type { ProgressHistoryDayDto, ProgressHistoryDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { chartedDays, measureSeries, minutesSeries, tasksSeries } from './chart-series.ts';

const empty = {
  mood_today: null,
  screen_time_feeling: null,
  motivation_level: null,
  sleep_quality: null,
  stress_level: null,
};

function history(currentDay: number, days: Partial<ProgressHistoryDayDto>[]): ProgressHistoryDto {
  return {
    currentDay,
    daysCompleted: currentDay - 1,
    isCompleted: false,
    days: Array.from({ length: 21 }, (_, index) => ({
      dayNumber: index + 1,
      title: `Dia ${String(index + 1)}`,
      status: 'locked' as const,
      completed: false,
      completedAt: null,
      tasksDone: 0,
      tasksTotal: 5,
      minutesMeditated: 0,
      measures: empty,
      reflection: '',
      updatedAt: null,
      ...days[index],
    })),
  };
}

describe('the progress charts’ series and their text', () => {
  it('covers a week at least, then up to the current day', () => {
    expect(chartedDays(history(2, []))).toBe(7);
    expect(chartedDays(history(12, []))).toBe(12);
    expect(measureSeries(history(12, []), 'mood_today').labels).toHaveLength(12);
  });

  it('charts a measure with gaps, tables the answered days and sums them up in a sentence', () => {
    const series = measureSeries(
      history(4, [{ measures: { ...empty, mood_today: 2 } }, {}, { measures: { ...empty, mood_today: 5 } }]),
      'mood_today',
    );
    expect(series.values).toEqual([2, null, 5, null, null, null, null]);
    expect(series.rows).toEqual([
      { day: 1, value: '2 (Meio sem ânimo)' },
      { day: 3, value: '5 (Muito bem, com energia)' },
    ]);
    expect(series.summary).toBe(
      'Humor: 2 respostas. Primeira: 2 (Meio sem ânimo), dia 1. Última: 5 (Muito bem, com energia), dia 3. Média: 3,5.',
    );
    expect(measureSeries(history(4, []), 'sleep_quality').summary).toBe('Sono: ainda sem respostas.');
  });

  it('counts tasks and minutes per day, the average over the days open so far', () => {
    const data = history(3, [
      { tasksDone: 5, minutesMeditated: 6 },
      { tasksDone: 3, minutesMeditated: 3 },
      { tasksDone: 1, minutesMeditated: 0 },
    ]);
    expect(tasksSeries(data).values.slice(0, 4)).toEqual([5, 3, 1, 0]);
    expect(tasksSeries(data).rows[1]).toEqual({ day: 2, value: '3 de 5' });
    expect(tasksSeries(data).summary).toBe('9 de 15 tarefas feitas até o dia 3.');
    expect(minutesSeries(data).summary).toBe('9 minutos de meditação no total, 3 por dia em média.');
  });
});
