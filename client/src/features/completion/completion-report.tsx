import { useGetProgressHistoryQuery } from '../../entities/progress-history/history-api.ts';
import { JourneyReport } from '../../entities/progress-history/journey-report.tsx';
import { latestReportDay } from '../../entities/progress-history/report-model.ts';

/** The 21-day report under the congratulations (issue 23); nothing until the history has loaded. */
export function CompletionReport() {
  const { data } = useGetProgressHistoryQuery(undefined);
  const throughDay = data ? latestReportDay(data) : null;
  return data && throughDay !== null ? <JourneyReport history={data} throughDay={throughDay} /> : null;
}
