import { describe, expect, it, vi } from 'vitest';
import { createPromptTurn, dashboardPromptAllowed } from './prompt-turn.ts';

describe('one prompt at a time', () => {
  it('lets the dashboard prompt show on a fresh visit', () => {
    expect(dashboardPromptAllowed(createPromptTurn().getState())).toBe(true);
  });

  it('holds the dashboard prompts back while the new-version prompt shows, and lets them back after it applied', () => {
    const turn = createPromptTurn();
    turn.setUpdateShown(true);
    expect(dashboardPromptAllowed(turn.getState())).toBe(false);
    // 'Atualizar' hides it (the page reloads right after): no refusal.
    turn.setUpdateShown(false);
    expect(dashboardPromptAllowed(turn.getState())).toBe(true);
  });

  it("after an 'Agora não' no other prompt shows for the rest of the visit", () => {
    const turn = createPromptTurn();
    turn.declined();
    expect(dashboardPromptAllowed(turn.getState())).toBe(false);
    turn.setUpdateShown(true);
    turn.setUpdateShown(false);
    expect(dashboardPromptAllowed(turn.getState())).toBe(false);
    // A new visit is a new page load: a new state.
    expect(dashboardPromptAllowed(createPromptTurn().getState())).toBe(true);
  });

  it('tells its listeners of changes only, with a new snapshot each time', () => {
    const turn = createPromptTurn();
    const listener = vi.fn();
    const unsubscribe = turn.subscribe(listener);
    const before = turn.getState();
    turn.setUpdateShown(false);
    expect(listener).not.toHaveBeenCalled();
    expect(turn.getState()).toBe(before);
    turn.declined();
    turn.declined();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(turn.getState()).not.toBe(before);
    unsubscribe();
    turn.setUpdateShown(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
