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

/** The choices of the filters: the days the timeline has, and its types by their pt-BR label, sorted. */
export function filterChoices(events: readonly TimelineEntry[]): {
  days: number[];
  types: { type: string; label: string }[];
} {
  const days = new Set<number>();
  const types = new Map<string, string>();
  for (const event of events) {
    if (event.day !== null) days.add(event.day);
    types.set(event.type, event.label);
  }
  return {
    days: [...days].sort((a, b) => a - b),
    types: [...types]
      .map(([type, label]) => ({ type, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
  };
}

/** 'What changed this?': the events about one thing (a task, the reflection, the questionnaire) of one day. */
export function changesOf(events: readonly TimelineEntry[], day: number, subject: string): TimelineEntry[] {
  return events.filter((event) => event.day === day && event.subject === subject);
}

/** A subject from the URL's `what`: 'task:<id>', 'reflection', 'questionnaire', 'audio'; anything else null. */
export function subjectFromParam(value: string | null): string | null {
  if (value === null) return null;
  return /^(task:[\w-]{1,40}|reflection|questionnaire|audio)$/.test(value) ? value : null;
}

/** How late an action arrived from the offline outbox, in words: '45 s', '12 min', '3 h 5 min', '2 dias'. */
export function formatLateness(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.round(hours / 24)} dias`;
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
