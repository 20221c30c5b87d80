import type { TimelineEntry } from '@detox/server/contracts/support';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  filterChoices,
  formatLateness,
  subjectFromParam,
  filterFromParams,
  filterTimeline,
  formatEventTime,
  noFilter,
} from './timeline-view.ts';

const labels: Record<string, string> = {
  PurchaseApproved: 'Compra aprovada',
  TaskCompletionSet: 'Tarefa marcada ou desmarcada',
  DayCompleted: 'Dia concluído',
};

const entry = (
  index: number,
  type: string,
  day: number | null,
  subject: string | null = null,
): TimelineEntry => ({
  index,
  eventId: `e${index}`,
  streamId: 'journey-u1',
  category: 'journey',
  streamPosition: index,
  type,
  label: labels[type] ?? type,
  occurredAt: '2026-03-01T12:00:00.000Z',
  recordedAt: '2026-03-01T12:00:00.000Z',
  day,
  subject,
  summary: `${type} ${day ?? ''}`,
  actor: 'o assinante',
  device: null,
  session: null,
  offline: null,
  sameActionAs: null,
  webhookReceivedAt: null,
  causationId: null,
  correlationId: null,
  data: {},
});

const events = [
  entry(0, 'PurchaseApproved', null),
  entry(1, 'TaskCompletionSet', 1, 'task:day1-1'),
  entry(2, 'DayCompleted', 1, 'day'),
  entry(3, 'TaskCompletionSet', 2, 'task:day2-1'),
  entry(4, 'TaskCompletionSet', 1, 'task:day1-1'),
];

describe('filterTimeline', () => {
  it('keeps everything without a filter', () => {
    expect(filterTimeline(events, noFilter)).toEqual(events);
  });
  it('filters by day, by type, and by both', () => {
    expect(filterTimeline(events, { day: 1, type: null }).map((e) => e.index)).toEqual([1, 2, 4]);
    expect(filterTimeline(events, { day: null, type: 'TaskCompletionSet' }).map((e) => e.index)).toEqual([
      1, 3, 4,
    ]);
    expect(filterTimeline(events, { day: 2, type: 'TaskCompletionSet' }).map((e) => e.index)).toEqual([3]);
    expect(filterTimeline(events, { day: 2, type: 'DayCompleted' })).toEqual([]);
  });
});

describe('filterChoices and filterFromParams', () => {
  it('offers the days present and the types by their pt-BR label, sorted', () => {
    expect(filterChoices(events)).toEqual({
      days: [1, 2],
      types: [
        { type: 'PurchaseApproved', label: 'Compra aprovada' },
        { type: 'DayCompleted', label: 'Dia concluído' },
        { type: 'TaskCompletionSet', label: 'Tarefa marcada ou desmarcada' },
      ],
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

describe('what changed this', () => {
  it('gathers the events of one thing of one day', () => {
    expect(changesOf(events, 1, 'task:day1-1').map((e) => e.index)).toEqual([1, 4]);
    expect(changesOf(events, 2, 'task:day1-1')).toEqual([]);
  });
  it('reads only known subjects from the URL', () => {
    expect(subjectFromParam('task:day1-1')).toBe('task:day1-1');
    expect(subjectFromParam('reflection')).toBe('reflection');
    expect(subjectFromParam('<script>')).toBeNull();
    expect(subjectFromParam(null)).toBeNull();
  });
  it('says how late an offline action arrived', () => {
    expect(formatLateness(45)).toBe('45 s');
    expect(formatLateness(12 * 60)).toBe('12 min');
    expect(formatLateness(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatLateness(2 * 3600)).toBe('2 h');
    expect(formatLateness(3 * 86_400)).toBe('3 dias');
  });
});
