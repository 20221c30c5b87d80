import { describe, expect, it } from 'vitest';
import { kindStreak, localDate, streakTimeZone } from './kind-streak.ts';

/** Noon UTC on a date: the same calendar date in São Paulo (UTC−3) and in Tokyo (UTC+9). */
const noon = (date: string) => `${date}T12:00:00Z`;

describe('the day boundary is the person’s midnight', () => {
  // 02:30 UTC on 10 March is 23:30 on 9 March in São Paulo and 11:30 on 10 March in Tokyo.
  const lateEvening = '2026-03-10T02:30:00Z';

  it('a completion late in the evening counts for that evening’s date', () => {
    expect(localDate(new Date(lateEvening), 'America/Sao_Paulo')).toBe('2026-03-09');
    expect(localDate(new Date(lateEvening), 'Asia/Tokyo')).toBe('2026-03-10');
    expect(localDate(new Date(lateEvening), 'UTC')).toBe('2026-03-10');
  });

  it('in São Paulo, 23:30 then the next evening are two days in a row; on UTC they are not', () => {
    const completions = [noon('2026-03-08'), lateEvening, '2026-03-11T01:00:00Z'];
    const now = new Date('2026-03-11T02:00:00Z'); // 23:00 on 10 March in São Paulo
    expect(kindStreak(completions, now, 'America/Sao_Paulo')).toMatchObject({
      days: 3,
      restDays: [],
      today: '2026-03-10',
    });
    // On the server's UTC calendar: 8, 10 and 11 March — 9 March rested, so still three, but with a rest.
    expect(kindStreak(completions, now, 'UTC')).toMatchObject({ days: 3, restDays: ['2026-03-09'] });
  });

  it('Tokyo: the same completions fall on other dates than São Paulo’s', () => {
    // 14:30 UTC is 23:30 in Tokyo and 11:30 in São Paulo.
    const completions = ['2026-05-01T14:30:00Z', '2026-05-02T15:30:00Z'];
    const now = new Date('2026-05-02T15:45:00Z'); // 00:45 on 3 May in Tokyo, 12:45 on 2 May in São Paulo
    expect(kindStreak(completions, now, 'Asia/Tokyo')).toMatchObject({
      days: 2,
      today: '2026-05-03',
      paused: false,
    });
    expect(kindStreak(completions, now, 'America/Sao_Paulo')).toMatchObject({ days: 2, today: '2026-05-02' });
  });
});

describe('a missed day pauses the streak (one "dia de descanso" a week)', () => {
  const zone = 'America/Sao_Paulo';

  it('counts consecutive days; today not done yet does not end it', () => {
    const completions = ['2026-04-01', '2026-04-02', '2026-04-03'].map(noon);
    expect(kindStreak(completions, new Date(noon('2026-04-04')), zone)).toMatchObject({
      days: 3,
      paused: false,
      restDayAvailable: true,
    });
  });

  it('yesterday missed: paused, not wiped; doing today carries it on', () => {
    const before = ['2026-04-01', '2026-04-02', '2026-04-03'].map(noon);
    expect(kindStreak(before, new Date(noon('2026-04-05')), zone)).toEqual({
      days: 3,
      restDays: ['2026-04-04'],
      paused: true,
      restDayAvailable: false,
      today: '2026-04-05',
      timeZone: zone,
    });
    const after = [...before, noon('2026-04-05')];
    expect(kindStreak(after, new Date(noon('2026-04-05')), zone)).toMatchObject({
      days: 4,
      restDays: ['2026-04-04'],
      paused: false,
    });
  });

  it('two missed days in a row end it', () => {
    const completions = ['2026-04-01', '2026-04-02'].map(noon);
    expect(kindStreak(completions, new Date(noon('2026-04-05')), zone)).toMatchObject({
      days: 0,
      restDays: [],
      paused: false,
    });
  });

  it('a second rest within the same week ends it there; a week apart both are rests', () => {
    const within = ['2026-04-01', '2026-04-03', '2026-04-05', '2026-04-06'].map(noon);
    expect(kindStreak(within, new Date(noon('2026-04-06')), zone)).toMatchObject({
      days: 3,
      restDays: ['2026-04-04'],
    });
    const apart = [
      '2026-04-01',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-11',
    ].map(noon);
    expect(kindStreak(apart, new Date(noon('2026-04-11')), zone)).toMatchObject({
      days: 9,
      restDays: ['2026-04-10', '2026-04-02'],
      restDayAvailable: false,
    });
  });

  it('no completion, no streak; a rest day is never counted before the first completion', () => {
    expect(kindStreak([], new Date(noon('2026-04-05')), zone)).toMatchObject({ days: 0, restDays: [] });
    expect(kindStreak([noon('2026-04-05')], new Date(noon('2026-04-05')), zone)).toMatchObject({
      days: 1,
      restDays: [],
    });
  });

  it('an unknown time zone falls back to São Paulo', () => {
    expect(streakTimeZone('Marte/Olympus')).toBe('America/Sao_Paulo');
    expect(streakTimeZone(undefined)).toBe('America/Sao_Paulo');
    expect(streakTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
