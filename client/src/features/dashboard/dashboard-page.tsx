import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { dashboardStrings } from './strings.ts';

/** `/app`: the in-app shell (landing, dashboard, day, completion views). */
export function DashboardPage() {
  return <ScreenPlaceholder title={dashboardStrings.title} />;
}
