import type { AiMethod } from './method.ts';
import { aiMethods } from './methods.ts';
import type { AiProvider, AiProviderName } from './port.ts';
import { CARE_MODEL, CARE_PROMPT_VERSION, runAiMethod } from './run-method.ts';

/** What the care-only mentor answers to a text that suggests no crisis: it has nothing else to say. */
export class NotACrisis extends Error {
  constructor() {
    super('nenhum sinal de crise: só um provedor de verdade responde');
    this.name = 'NotACrisis';
  }
}

export const isNotACrisis = (error: unknown): error is NotACrisis => error instanceof NotACrisis;

/**
 * The mentor's care answers alone, for when no generation may run (the daily quota is spent): a text the local
 * detector reads as a crisis is answered exactly as `name`'s provider would answer it (the care text, with
 * meta.care); anything else rejects with NotACrisis. No network, no model: a person in crisis always gets care.
 */
export function createCareOnlyProvider(name: AiProviderName): AiProvider {
  const run =
    <Input, Draft, Result>(method: AiMethod<Input, Draft, Result>) =>
    (input: unknown) =>
      runAiMethod(method, input, () => ({
        provider: name,
        model: CARE_MODEL,
        promptVersion: CARE_PROMPT_VERSION,
        draft: () => Promise.reject(new NotACrisis()),
      }));
  return {
    name,
    model: CARE_MODEL,
    coaching: run(aiMethods.coaching),
    reflection: run(aiMethods.reflection),
    wellbeing: run(aiMethods.wellbeing),
    chat: run(aiMethods.chat),
    dayContent: run(aiMethods.dayContent),
    cards: run(aiMethods.cards),
    insights: run(aiMethods.insights),
    activities: run(aiMethods.activities),
    meditation: run(aiMethods.meditation),
    relapsePlan: run(aiMethods.relapsePlan),
    weeklyChallenge: run(aiMethods.weeklyChallenge),
    progressAnalysis: run(aiMethods.progressAnalysis),
    testConnection: () => Promise.reject(new NotACrisis()),
  };
}
