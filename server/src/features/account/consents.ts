import type { ConsentPurpose, ConsentView } from '../../contracts/me.ts';
import { consentPurposeSchema } from '../../contracts/me.ts';
import { CONSENT_POLICY_VERSION } from './rules.ts';

/** rm_users.consents: by purpose, as the users projection folds them. */
export type StoredConsents = Record<
  string,
  { granted: boolean; policyVersion: string | null; at: string } | undefined
>;

/** A consent counts only for the policy text the user saw: a new policy version asks again. */
export function consentsInForce(stored: StoredConsents): ConsentPurpose[] {
  return consentPurposeSchema.options.filter((purpose) => {
    const consent = stored[purpose];
    return consent?.granted === true && consent.policyVersion === CONSENT_POLICY_VERSION;
  });
}

export function consentViews(stored: StoredConsents): ConsentView[] {
  const inForce = consentsInForce(stored);
  return consentPurposeSchema.options.map((purpose) => ({
    purpose,
    granted: inForce.includes(purpose),
    policyVersion: stored[purpose]?.policyVersion ?? null,
    decidedAt: stored[purpose]?.at ?? null,
  }));
}
