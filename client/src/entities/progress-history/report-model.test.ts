import type { ProgressHistoryDayDto, ProgressHistoryDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { buildReport, latestReportDay, reportPeriods, sentencesOf } from './report-model.ts';

function day(dayNumber: number, values: Partial<ProgressHistoryDayDto> = {}): ProgressHistoryDayDto {
  return {
    dayNumber,
    title: `Dia ${String(dayNumber)}`,
    status: 'locked',
    completed: false,
    completedAt: null,
    tasksDone: 0,
    tasksTotal: 5,
    minutesMeditated: 0,
    measures: {
      mood_today: null,
      screen_time_feeling: null,
      motivation_level: null,
      sleep_quality: null,
      stress_level: null,
    },
    reflection: '',
    updatedAt: null,
    ...values,
  };
}

/** Days 1..n completed, mood rising by one every two days, sleep on day 3 and 7. */
function history(completedDays: number): ProgressHistoryDto {
  return {
    currentDay: completedDays + 1,
    daysCompleted: completedDays,
    isCompleted: completedDays === 21,
    days: Array.from({ length: 21 }, (_, index) => {
      const n = index + 1;
      if (n > completedDays) return day(n);
      return day(n, {
        status: 'completed',
        completed: true,
        completedAt: '2026-11-01T12:00:00.000Z',
        tasksDone: 5,
        minutesMeditated: 4,
        measures: {
          mood_today: Math.min(5, 1 + Math.floor(n / 2)),
          screen_time_feeling: 3,
          motivation_level: n <= 3 ? 4 : 2,
          sleep_quality: n === 3 ? 2 : n === 7 ? 4 : null,
          stress_level: n === 5 ? 3 : null,
        },
        reflection: n === 2 ? 'Deixei o celular na sala. Dormi melhor!   —' : '',
      });
    }),
  };
}

describe('the weekly and 21-day reports', () => {
  it('compares the first stretch with the last', () => {
    expect(reportPeriods(7)).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 7 },
    ]);
    expect(reportPeriods(14)).toEqual([
      { from: 1, to: 7 },
      { from: 8, to: 14 },
    ]);
    expect(reportPeriods(21)).toEqual([
      { from: 1, to: 7 },
      { from: 15, to: 21 },
    ]);
  });

  it('averages each measure per stretch and tells the change, none without answers on both sides', () => {
    const report = buildReport(history(8), 7);
    const byId = Object.fromEntries(report.comparisons.map((entry) => [entry.measure.id, entry]));
    // Mood on days 1-3: 1, 2, 2; on days 5-7: 3, 4, 4.
    expect(byId.mood_today?.first).toBeCloseTo(5 / 3);
    expect(byId.mood_today?.last).toBeCloseTo(11 / 3);
    expect(byId.mood_today?.change).toBeCloseTo(2);
    expect(byId.motivation_level?.change).toBe(-2);
    expect(byId.screen_time_feeling?.change).toBe(0);
    expect(byId.sleep_quality).toMatchObject({ first: 2, last: 4, change: 2 });
    expect(byId.stress_level).toMatchObject({ first: null, last: 3, change: null });
  });

  it('counts what was done up to the report day only', () => {
    const report = buildReport(history(8), 7);
    expect(report).toMatchObject({ daysCompleted: 7, tasksDone: 35, minutesMeditated: 28 });
    expect(buildReport(history(8), 14)).toMatchObject({ daysCompleted: 8, tasksDone: 40 });
  });

  it('offers the sentences the person wrote, one by one', () => {
    expect(buildReport(history(8), 7).sentences).toEqual([
      { id: '2-0', day: 2, text: 'Deixei o celular na sala.' },
      { id: '2-1', day: 2, text: 'Dormi melhor!' },
    ]);
    expect(sentencesOf('Primeira linha\nSegunda… e fim')).toEqual(['Primeira linha', 'Segunda…', 'e fim']);
  });

  it('is due once the last day of a week is completed', () => {
    expect(latestReportDay(history(6))).toBeNull();
    expect(latestReportDay(history(7))).toBe(7);
    expect(latestReportDay(history(20))).toBe(14);
    expect(latestReportDay(history(21))).toBe(21);
  });
});
