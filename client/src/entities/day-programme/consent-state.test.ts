import { describe, expect, it } from 'vitest';
import { isConsentRefusal, needsConsentUpFront } from './consent-state.ts';

describe('isConsentRefusal', () => {
  it.each([
    [{ status: 403, message: 'Para continuar, autorize...', reason: 'consent_required' }, true],
    [{ status: 403, message: 'Acesso Premium Necessário', reason: 'premium_required' }, false],
    [{ status: 422, message: 'x' }, false],
    [undefined, false],
  ])('%j → %s', (error, refused) => {
    expect(isConsentRefusal(error)).toBe(refused);
  });
});

describe('needsConsentUpFront', () => {
  it.each([
    [undefined, false],
    [[], false],
    [[{ purpose: 'questionnaire_answers', granted: false }], true],
    [[{ purpose: 'questionnaire_answers', granted: true }], false],
    [[{ purpose: 'ai_reflections', granted: false }], false],
  ])('%j → %s', (consents, ask) => {
    expect(needsConsentUpFront(consents)).toBe(ask);
  });
});
