import { isApiError } from '../../shared/api/api-response.ts';

/** The server refused the questionnaire for lack of consent (403, reason consent_required). */
export function isConsentRefusal(error: unknown): boolean {
  return isApiError(error) && (error as { reason?: unknown }).reason === 'consent_required';
}

/** Whether to ask before the first question: only when the account says so; unknown means ask when refused. */
export function needsConsentUpFront(
  consents: readonly { purpose: string; granted: boolean }[] | undefined,
): boolean {
  const questionnaire = consents?.find((consent) => consent.purpose === 'questionnaire_answers');
  return questionnaire !== undefined && !questionnaire.granted;
}
