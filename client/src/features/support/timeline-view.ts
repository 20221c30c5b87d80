import type { TimelineEntry } from '@detox/server/contracts/support';

export interface TimelineFilter {
  /** A programme day, or null for every event. */
  day: number | null;
  /** An event type, or null for every type. */
  type: string | null;
}

export const noFilter: TimelineFilter = { day: null, type: null };

/** The events a filter keeps, in timeline order. */
export function filterTimeline(events: readonly TimelineEntry[], filter: TimelineFilter): TimelineEntry[] {
  return events.filter(
    (event) =>
      (filter.day === null || event.day === filter.day) &&
      (filter.type === null || event.type === filter.type),
  );
}

/** The choices of the filters: the days and types the timeline has, sorted. */
export function filterChoices(events: readonly TimelineEntry[]): { days: number[]; types: string[] } {
  const days = new Set<number>();
  const types = new Set<string>();
  for (const event of events) {
    if (event.day !== null) days.add(event.day);
    types.add(event.type);
  }
  return { days: [...days].sort((a, b) => a - b), types: [...types].sort() };
}

/** A filter from the URL's `fday` and `ftype`; anything unreadable means no filter. */
export function filterFromParams(params: URLSearchParams): TimelineFilter {
  const day = Number(params.get('fday'));
  const type = params.get('ftype');
  return {
    day: Number.isInteger(day) && day >= 1 && day <= 21 ? day : null,
    type: type === null || type === '' ? null : type,
  };
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/** When an event happened, in Brasília time. */
export function formatEventTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeFormat.format(time);
}
