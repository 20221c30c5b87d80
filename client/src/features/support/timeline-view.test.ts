import type { TimelineEntry } from '@detox/server/contracts/support';
import { describe, expect, it } from 'vitest';
import {
  filterChoices,
  filterFromParams,
  filterTimeline,
  formatEventTime,
  noFilter,
} from './timeline-view.ts';

const entry = (index: number, type: string, day: number | null): TimelineEntry => ({
  index,
  eventId: `e${index}`,
  streamId: 'journey-u1',
  category: 'journey',
  streamPosition: index,
  type,
  occurredAt: '2026-03-01T12:00:00.000Z',
  recordedAt: '2026-03-01T12:00:00.000Z',
  day,
  summary: `${type} ${day ?? ''}`,
  data: {},
});

const events = [
  entry(0, 'PurchaseApproved', null),
  entry(1, 'TaskCompletionSet', 1),
  entry(2, 'DayCompleted', 1),
  entry(3, 'TaskCompletionSet', 2),
];

describe('filterTimeline', () => {
  it('keeps everything without a filter', () => {
    expect(filterTimeline(events, noFilter)).toEqual(events);
  });
  it('filters by day, by type, and by both', () => {
    expect(filterTimeline(events, { day: 1, type: null }).map((e) => e.index)).toEqual([1, 2]);
    expect(filterTimeline(events, { day: null, type: 'TaskCompletionSet' }).map((e) => e.index)).toEqual([
      1, 3,
    ]);
    expect(filterTimeline(events, { day: 2, type: 'TaskCompletionSet' }).map((e) => e.index)).toEqual([3]);
    expect(filterTimeline(events, { day: 2, type: 'DayCompleted' })).toEqual([]);
  });
});

describe('filterChoices and filterFromParams', () => {
  it('offers the days and types present, sorted', () => {
    expect(filterChoices(events)).toEqual({
      days: [1, 2],
      types: ['DayCompleted', 'PurchaseApproved', 'TaskCompletionSet'],
    });
  });
  it('reads fday and ftype, ignoring nonsense', () => {
    expect(filterFromParams(new URLSearchParams('fday=9&ftype=DayCompleted'))).toEqual({
      day: 9,
      type: 'DayCompleted',
    });
    expect(filterFromParams(new URLSearchParams('fday=22'))).toEqual(noFilter);
    expect(filterFromParams(new URLSearchParams('fday=abc&ftype='))).toEqual(noFilter);
  });
});

describe('formatEventTime', () => {
  it('shows Brasília time', () => {
    expect(formatEventTime('2026-03-01T12:00:05.000Z')).toBe('01/03/2026, 09:00:05');
  });
});
