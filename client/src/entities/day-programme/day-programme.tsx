import type { DayProgressDto } from '@detox/server/contracts/progress';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { ActionArea } from './action-area.tsx';
import { loadedProgrammeWeek, programmeWeek, weekOfDay } from './day-content.ts';
import { MeditationSection } from './meditation-section.tsx';
import { ReflectionSection } from './reflection-section.tsx';
import { dayProgrammeStrings as text } from './strings.ts';
import { TasksSection } from './tasks-section.tsx';

/**
 * The day's one progress figure (spec §5 weighted total, from the server), the same on /daily-challenge and
 * /detox-day.
 */
export function DayProgressBar({ day }: { day: DayProgressDto }) {
  return <ProgressBar label={text.dayProgress} value={day.totals.total} size="md" />;
}

/**
 * The day's programme, one for both day screens (issue 23 item 4): 'Meditação Guiada', 'Desafios do Dia',
 * 'Reflexão Pessoal' and the action area with the spec's one completion rule (§4: all tasks, audio played,
 * reflection over 20 characters, questionnaire answered) and one flow (questionnaire, 'Concluir Dia N',
 * celebration). A screen may put its own sections (`beforeAction`) between them and the action area.
 */
export function DayProgramme(props: { day: DayProgressDto; beforeAction?: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label={text.loadingContent} />}>
      <DaySections {...props} />
    </Suspense>
  );
}

/**
 * Starts loading the texts of a day's week: a day screen calls it as it asks for the day, so both travel at once
 * (the app's entry has already asked for the week of the day it opened on).
 */
export function usePrefetchProgrammeWeek(day: number): void {
  useEffect(() => {
    programmeWeek(weekOfDay(day)).catch(() => undefined);
  }, [day]);
}

/** The sections, once the week's texts are here (usually before the screen's code: the entry asked for them). */
function DaySections({ day, beforeAction }: { day: DayProgressDto; beforeAction?: ReactNode }) {
  const week = weekOfDay(day.dayNumber);
  const days = loadedProgrammeWeek(week) ?? use(programmeWeek(week));
  const content = days.find((entry) => entry.day === day.dayNumber);
  return (
    <>
      {content && <MeditationSection day={day} content={content} />}
      <TasksSection day={day} />
      {content && <ReflectionSection day={day} content={content} />}
      {beforeAction}
      <ActionArea day={day} />
    </>
  );
}
