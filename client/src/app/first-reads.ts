import { programmeWeek, weekOfDay } from '../entities/day-programme/day-content.ts';
import { parseDayParam } from '../entities/progress/day-param.ts';
import { progressReadPaths as paths } from '../entities/progress/read-paths.ts';

/**
 * What each signed-in screen reads first, by path (issue 23 item 7): the entry (main.tsx) sends these before the
 * app's code has downloaded, and the screen's queries take the answers (shared/api/first-reads.ts). Only reads the
 * screen asks for at once with a session; the rest it reads itself.
 */
const FIRST_READS: Record<string, (search: URLSearchParams) => string[]> = {
  '/app': () => [paths.overall],
  '/daily-challenge': (search) => {
    const day = parseDayParam(search.get('day'));
    return day === null ? [] : [paths.day(day)];
  },
  // The bottom bar reads the overall progress; the screen its history and the streak.
  '/progress': () => [paths.overall, paths.history, paths.stats],
};

/** The path without its trailing slashes ('/' stays '/'). */
const screenPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The API paths the screen at this address reads first; none for other screens. */
export function firstReadsOf({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string[] {
  return FIRST_READS[screenPath(pathname)]?.(new URLSearchParams(search)) ?? [];
}

/** The day screens' texts: the week of the day in the address, loaded while the app's code still downloads. */
export function startFirstModules({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const path = screenPath(pathname);
  if (path !== '/daily-challenge' && path !== '/detox-day') return;
  const day = parseDayParam(new URLSearchParams(search).get('day'));
  // A failure here is the screen's to show, when it asks for the same week.
  if (day !== null) programmeWeek(weekOfDay(day)).catch(() => undefined);
}
