import type { AiSource } from '@detox/server/contracts/ai';

/** Any AI answer: every one carries `source`, whose `safety` says whether the mentor answered with care. */
interface AiAnswer {
  source: Pick<AiSource, 'safety'>;
}

/** Whether an AI answer is the mentor's answer to a crisis: the screens show the care card for it. */
export function isCrisisAnswer(answer: AiAnswer | null | undefined): boolean {
  return answer?.source.safety === 'crisis';
}

/**
 * Whether an AI answer is the mentor's check-in (issue 31): the crisis policy was unsure, so instead of answering the
 * mentor asks whether the person is thinking of hurting themselves. Its content is the care text in the feature's
 * shape and is never shown: the screens show the check-in (CareCheckIn) in its place.
 */
export function isCheckInAnswer(answer: AiAnswer | null | undefined): boolean {
  return answer?.source.safety === 'check-in';
}

/** The same for a stored copy of an answer (saved guidance keeps the answer as free JSON). */
export function storedAnswerIsCrisis(content: unknown): boolean {
  if (typeof content !== 'object' || content === null || !('source' in content)) return false;
  const { source } = content;
  return typeof source === 'object' && source !== null && 'safety' in source && source.safety === 'crisis';
}

/** What the card does when it appears: takes the focus, so a screen reader announces it, and comes into view. */
export function focusCareCard(element: Pick<HTMLElement, 'focus' | 'scrollIntoView'> | null): void {
  if (element === null) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest' });
}
