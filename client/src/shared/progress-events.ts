/** The browser event other parts of the app listen to after a day is completed (spec §4). */
export const PROGRESS_UPDATED_EVENT = 'detox-progress-updated';

export function announceProgressUpdated(dayNumber: number): void {
  window.dispatchEvent(new CustomEvent(PROGRESS_UPDATED_EVENT, { detail: { dayNumber } }));
}
