import type { CoachingResponse } from '@detox/server/contracts/ai';

export type Suggestion = CoachingResponse['suggestions'][number];

/** spec §3 'Guidance progress': the coaching's suggestions done, out of all, and the share (0–100). */
export interface CoachingProgress {
  completedTasksCount: number;
  totalTasksCount: number;
  completionPercentage: number;
}

export function withSuggestionSet(
  suggestions: readonly Suggestion[],
  id: string,
  completed: boolean,
): Suggestion[] {
  return suggestions.map((suggestion) => (suggestion.id === id ? { ...suggestion, completed } : suggestion));
}

export function coachingProgress(suggestions: readonly Suggestion[]): CoachingProgress {
  const total = suggestions.length;
  const done = suggestions.filter((suggestion) => suggestion.completed).length;
  return {
    completedTasksCount: done,
    totalTasksCount: total,
    completionPercentage: total === 0 ? 0 : Math.round((done / total) * 100),
  };
}

export interface OptimisticToggle {
  /** Shows the new state at once; returns how to take it back. */
  apply: () => { undo: () => void };
  /** Stores the new state; rejects when it could not. */
  persist: () => Promise<void>;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * spec §4 Guidance features: a suggestion's tick shows at once, then is stored; when storing fails the tick is
 * taken back and the failure reported. Resolves to whether it was stored.
 */
export async function runOptimisticToggle({
  apply,
  persist,
  onSaved,
  onFailed,
}: OptimisticToggle): Promise<boolean> {
  const shown = apply();
  try {
    await persist();
  } catch (error) {
    shown.undo();
    onFailed(error);
    return false;
  }
  onSaved();
  return true;
}
