import { describe, expect, it } from 'vitest';
import { listeningReport } from './listening-report.ts';

const day = { dayNumber: 4, status: 'in_progress', audioListened: 0, audioPlayed: false } as const;

describe('listeningReport', () => {
  it('reports the share every 10 % and not in between', () => {
    expect(listeningReport(day, 0, 0.05, false)).toBeNull();
    expect(listeningReport(day, 0, 0.1, false)).toEqual({
      dayNumber: 4,
      audioPlayed: false,
      listenedFraction: 0.1,
    });
    expect(listeningReport(day, 0.1, 0.15, false)).toBeNull();
  });

  it('reports on reaching the 50 % threshold', () => {
    expect(listeningReport(day, 0.45, 0.5, false)).toMatchObject({
      listenedFraction: 0.5,
      audioPlayed: false,
    });
  });

  it('marks the audio played at the end when enough was heard, and only then', () => {
    expect(listeningReport(day, 0.6, 0.62, true)).toEqual({
      dayNumber: 4,
      audioPlayed: true,
      listenedFraction: 0.62,
    });
    expect(listeningReport(day, 0.3, 0.3, true)).toBeNull();
    expect(listeningReport({ ...day, audioPlayed: true }, 0.6, 0.62, true)).toBeNull();
  });

  it('counts the share the log already holds (another device)', () => {
    const logged = { ...day, audioListened: 0.4 };
    expect(listeningReport(logged, 0, 0.45, false)).toBeNull();
    expect(listeningReport(logged, 0, 0.5, false)).toMatchObject({ listenedFraction: 0.5 });
    // Ended having heard less here than the log holds, and not enough in all: nothing new to say.
    expect(listeningReport(logged, 0, 0.2, true)).toBeNull();
  });

  it('a completed day takes no more reports', () => {
    expect(listeningReport({ ...day, status: 'completed' }, 0, 1, true)).toBeNull();
  });

  it('on a stop (pause, page hidden or closed) reports what was heard once it passes 10 s', () => {
    // 20 s of a 300 s meditation, then pause: under 10 %, reported all the same.
    const stopped = { durationSeconds: 300 };
    expect(listeningReport(day, 0, 20 / 300, false)).toBeNull();
    expect(listeningReport(day, 0, 20 / 300, false, stopped)).toEqual({
      dayNumber: 4,
      audioPlayed: false,
      listenedFraction: 0.067,
    });
    // Under 10 s heard: a tap by mistake, not reported.
    expect(listeningReport(day, 0, 9 / 300, false, stopped)).toBeNull();
    // Nothing new since the last report, or the log already holds more: nothing to say.
    expect(listeningReport(day, 0.067, 20 / 300, false, stopped)).toBeNull();
    expect(listeningReport({ ...day, audioListened: 0.1 }, 0, 20 / 300, false, stopped)).toBeNull();
    // A file whose length is not known yet: no stop report.
    expect(listeningReport(day, 0, 0.05, false, { durationSeconds: Number.NaN })).toBeNull();
  });
});
