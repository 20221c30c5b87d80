import { createFakeAiProvider } from './ai/fake/fake-ai-provider.ts';
import { createOpenAiProvider } from './ai/openai/openai-ai-provider.ts';
import type { AiProvider } from './ai/port.ts';
import type { OpenAiOptions } from './openai-client.ts';
import { createFakeTtsProvider } from './tts/fake.ts';
import { createLocalTtsProvider } from './tts/local/local.ts';
import { createOpenAiPipelineTtsProvider } from './tts/local/openai-voice.ts';
import type { TtsProvider } from './tts/port.ts';

/**
 * The package's front door: the AI and TTS providers the server wires in, chosen by AI_PROVIDER.
 * Shapes live in `@detox/providers/ai/schemas` (the API contract re-exports them).
 */
export type { AiMeta, AiProvider, AiProviderName, AiResult } from './ai/port.ts';
export { TEST_CONNECTION_ERROR } from './ai/port.ts';
export {
  cardPlan,
  DEFAULT_CARD_TYPES,
  DEFAULT_MOOD,
  DEFAULT_PREFERENCES,
  wellbeingBand,
} from './ai/rules.ts';
export { crisisSignal, suggestsCrisis } from './ai/safety/crisis.ts';
export { CARE_MESSAGE, careMessageFor, CVV_PHONE, CVV_SITE, HELPER_CARE_MESSAGE } from './ai/safety/care.ts';
export { isProviderError, ProviderError, type ProviderErrorKind } from './provider-error.ts';
export type { AudioPurpose, Speech, SpeechRequest, TtsProvider, TtsVoice } from './tts/port.ts';
export { MAX_SPEECH_CHARS, audioPurposeSchema, speechRequestSchema, ttsVoiceSchema } from './tts/port.ts';
export { defaultVoice, speechErrorMessage, ttsVoices } from './tts/voices.ts';

export interface ProvidersConfig {
  ai: 'fake' | 'openai';
  /** With ai 'fake': the local pt-BR voice (default), or the deterministic tone for tests that need fixed output. */
  tts?: 'local' | 'fake' | undefined;
  /** Needed with ai 'openai' (config's OPENAI_* variables); ignored by the fake. */
  openai?: Omit<OpenAiOptions, 'apiKey'> & { apiKey?: string | undefined };
}

export interface Providers {
  ai: AiProvider;
  tts: TtsProvider;
}

export function createProviders(config: ProvidersConfig): Providers {
  if (config.ai === 'fake')
    return {
      ai: createFakeAiProvider(),
      tts: config.tts === 'fake' ? createFakeTtsProvider() : createLocalTtsProvider(),
    };
  const apiKey = config.openai?.apiKey;
  if (!config.openai || !apiKey) throw new Error('OPENAI_API_KEY é obrigatória quando AI_PROVIDER=openai');
  const options: OpenAiOptions = { ...config.openai, apiKey };
  // The same pipeline as the local voice (phrases, pauses, music bed, cues), in OpenAI's voice.
  return { ai: createOpenAiProvider(options), tts: createOpenAiPipelineTtsProvider(options) };
}
