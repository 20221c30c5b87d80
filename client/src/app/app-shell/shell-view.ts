/** The views of /app (spec §2, §4); the day view is /daily-challenge, where the shell's navigation is not shown. */
export type ShellView = 'dashboard' | 'completion';

/**
 * Which view /app shows. With no choice in the address, a completed journey goes to its completion screen
 * (spec §4); 'Ver Dashboard' and the 'Dashboard' link choose the dashboard explicitly, so they stay there.
 * The completion screen is only reachable once the journey is complete.
 */
export function shellView(requested: string | null, journeyComplete: boolean): ShellView {
  if (requested === 'dashboard') return 'dashboard';
  return journeyComplete ? 'completion' : 'dashboard';
}

export const shellHref: Record<ShellView, string> = {
  dashboard: '/app?view=dashboard',
  completion: '/app?view=completion',
};

/** spec §2: 'Conclusão' is offered once progress reaches 100 %. */
export function offersCompletion(progressPercentage: number, isCompleted: boolean): boolean {
  return isCompleted || progressPercentage >= 100;
}
