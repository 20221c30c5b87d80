/**
 * One prompt at a time (issue 23 item 5; docs/decisions/0021-one-prompt-at-a-time.md). The app has three prompts:
 * the new-version prompt (any screen), and on the dashboard the install banner, else the reminders banner. This
 * page-load state keeps them from queueing up:
 * - while the new-version prompt shows, the dashboard's prompts wait;
 * - once the person answered a prompt with 'Agora não' (or closed it), no other prompt appears until the next
 *   visit (a reload or a new tab), so one refusal is not followed at once by the next request.
 * Each prompt's own dismissal is stored apart (pwa_install_dismissed, push_prompt_dismissed; spec §4).
 */
export interface PromptTurnState {
  /** The new-version prompt is on screen. */
  updateShown: boolean;
  /** A prompt was turned down during this visit. */
  declinedThisVisit: boolean;
}

export interface PromptTurn {
  getState: () => PromptTurnState;
  subscribe: (listener: () => void) => () => void;
  setUpdateShown: (shown: boolean) => void;
  declined: () => void;
}

export function createPromptTurn(): PromptTurn {
  let state: PromptTurnState = { updateShown: false, declinedThisVisit: false };
  const listeners = new Set<() => void>();
  const update = (change: Partial<PromptTurnState>) => {
    const next = { ...state, ...change };
    if (next.updateShown === state.updateShown && next.declinedThisVisit === state.declinedThisVisit) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setUpdateShown: (shown) => {
      update({ updateShown: shown });
    },
    declined: () => {
      update({ declinedThisVisit: true });
    },
  };
}

/** Whether the dashboard may show one of its prompts now. */
export function dashboardPromptAllowed(state: PromptTurnState): boolean {
  return !state.updateShown && !state.declinedThisVisit;
}

/** The page's one instance: a visit is a page load. */
export const promptTurn = createPromptTurn();
