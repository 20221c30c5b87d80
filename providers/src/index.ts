import { createFakeAiProvider } from './ai/fake/fake-ai-provider.ts';
import { createOpenAiProvider } from './ai/openai/openai-ai-provider.ts';
import type { AiProvider } from './ai/port.ts';
import { createTtsProvider, openAiOptionsOf, type TtsConfig } from './tts/create.ts';
import type { TtsProvider } from './tts/port.ts';

/**
 * The package's front door: the AI and TTS providers the server wires in, chosen by AI_PROVIDER.
 * Shapes live in `@detox/providers/ai/schemas` (the API contract re-exports them).
 */
export type { AiMeta, AiProvider } from './ai/port.ts';
export { TEST_CONNECTION_ERROR } from './ai/port.ts';
export { cardPlan, DEFAULT_CARD_TYPES, DEFAULT_MOOD, DEFAULT_PREFERENCES } from './ai/rules.ts';
export { crisisSignal } from './ai/safety/crisis.ts';
export { CARE_MESSAGE, careMessageFor, CVV_PHONE, CVV_SITE } from './ai/safety/care.ts';
export { isProviderError, ProviderError, type ProviderErrorKind } from './provider-error.ts';
export type ProvidersConfig = TtsConfig;

export interface Providers {
  ai: AiProvider;
  tts: TtsProvider;
}

export function createProviders(config: ProvidersConfig): Providers {
  const tts = createTtsProvider(config);
  if (config.ai === 'fake') return { ai: createFakeAiProvider(), tts };
  return { ai: createOpenAiProvider(openAiOptionsOf(config)), tts };
}
