import type { CoachingResponse } from '@detox/server/contracts/ai';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { aiApi } from '../../entities/guidance/ai-api.ts';
import { savedGuidanceApi } from '../../entities/guidance/saved-guidance-api.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { progressReads } from '../../entities/progress/progress-api.ts';
import { announceProgressUpdated } from '../../shared/progress-events.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { detoxDayStrings } from './strings.ts';
import { coachingProgress, runOptimisticToggle, withSuggestionSet } from './suggestions.ts';

/**
 * spec §4 Guidance features: a suggestion's tick shows at once and is then stored in the day's saved coaching
 * guidance (its progress updated when the day has one, else one is saved); a failure takes the tick back and
 * says so. Writes of one card go one after another, so two quick ticks never save the coaching twice.
 */
export function useSuggestionToggle(dayNumber: number) {
  const dispatch = useAppDispatch();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [failed, setFailed] = useState(false);

  const persist = async () => {
    // The cache after this tick (and any tick made since): what is stored is what the user sees.
    // (answered from the cache: the card is showing it, so nothing is fetched).
    const coaching = await dispatch(
      aiApi.endpoints.getCoaching.initiate(dayNumber, { subscribe: false }),
    ).unwrap();
    const content = { suggestions: coaching.suggestions, ...coachingProgress(coaching.suggestions) };
    const existing = await dispatch(
      savedGuidanceApi.endpoints.getSavedGuidance.initiate(
        { dayNumber, guidanceType: 'coaching', limit: 1 },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    const record = existing[0];
    // The day's coaching cache keeps the ticks too, so the card shows them after a reload.
    await dispatch(
      aiApi.endpoints.saveContent.initiate({
        dayNumber,
        contentType: 'coaching',
        contentData: {
          analysis: coaching.analysis,
          suggestions: coaching.suggestions,
          motivation: coaching.motivation,
          nextSteps: coaching.nextSteps,
        },
      }),
    ).unwrap();
    if (record) {
      await dispatch(
        savedGuidanceApi.endpoints.setGuidanceProgress.initiate({
          key: newActionKey(),
          id: record.id,
          content,
        }),
      ).unwrap();
    } else {
      await dispatch(
        savedGuidanceApi.endpoints.saveGuidance.initiate({
          key: newActionKey(),
          dayNumber,
          guidanceType: 'coaching',
          title: fillTemplate(detoxDayStrings.coaching.heading, { n: dayNumber }),
          content,
          analysis: coaching.analysis,
          suggestions: coaching.suggestions,
          motivation: coaching.motivation,
          nextSteps: coaching.nextSteps,
        }),
      ).unwrap();
    }
  };

  const toggle = (id: string, completed: boolean) => {
    setFailed(false);
    return runOptimisticToggle({
      apply: () =>
        dispatch(
          aiApi.util.updateQueryData('getCoaching', dayNumber, (draft: CoachingResponse) => {
            draft.suggestions = withSuggestionSet(draft.suggestions, id, completed);
            Object.assign(draft, coachingProgressFields(draft));
          }),
        ),
      persist: () => {
        const stored = queue.current.then(persist, persist);
        queue.current = stored.catch(() => undefined);
        return stored;
      },
      onSaved: () => {
        // The day's 'Orientação IA' share changed: progress reads are stale.
        dispatch(progressReads.util.invalidateTags(['Progress']));
        announceProgressUpdated(dayNumber);
      },
      onFailed: () => {
        setFailed(true);
      },
    });
  };

  return { toggle, failed };
}

function coachingProgressFields(coaching: CoachingResponse) {
  const progress = coachingProgress(coaching.suggestions);
  return {
    completedTasksCount: progress.completedTasksCount,
    totalTasksCount: progress.totalTasksCount,
    completionPercentage: progress.completionPercentage,
  };
}
