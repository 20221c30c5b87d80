import { useGetProgressHistoryQuery } from './history-api.ts';
import { JourneyReport } from './journey-report.tsx';
import { latestReportDay } from './report-model.ts';

/**
 * The latest report due, loading its own data: week 1 once day 7 is done, week 2 once day 14 is, the 21 days at
 * the end; nothing before day 7 or until the history has loaded. One line for a screen to include (the completion
 * screen; the dashboard beside the weekly challenge, `short`).
 */
export function LatestJourneyReport({ short = false }: { short?: boolean }) {
  const { data } = useGetProgressHistoryQuery(undefined);
  const throughDay = data ? latestReportDay(data) : null;
  return data && throughDay !== null ? (
    <JourneyReport history={data} throughDay={throughDay} short={short} />
  ) : null;
}
