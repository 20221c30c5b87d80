import type { AiProvider } from '@detox/providers';
import type { AppDeps } from '../../app-deps.ts';
import type { AiDeps } from './generate.ts';
import type { mentorDays } from './mentor-day.ts';

/**
 * What the /api/ai route modules share: the app's deps, the provider and the mentor's view of a day. Made once by
 * ai.routes.ts and handed to each module (mentor.routes.ts, cards.routes.ts, …), so none imports ai.routes.ts back.
 */
export interface AiRoutes {
  deps: AppDeps;
  ai: AiProvider;
  aiDeps: AiDeps;
  mentorOn: ReturnType<typeof mentorDays>;
}
