import type { OpenAiOptions } from '../openai-client.ts';
import { createFakeTtsProvider } from './fake.ts';
import { createLocalTtsProvider } from './local/local.ts';
import { createOpenAiPipelineTtsProvider } from './local/openai-voice.ts';
import type { TtsProvider } from './port.ts';

export interface TtsConfig {
  ai: 'fake' | 'openai';
  /** With ai 'fake': the local pt-BR voice (default), or the deterministic tone for tests that need fixed output. */
  tts?: 'local' | 'fake' | undefined;
  /** Needed with ai 'openai' (config's OPENAI_* variables); ignored by the fake. */
  openai?: (Omit<OpenAiOptions, 'apiKey'> & { apiKey?: string | undefined }) | undefined;
}

export function openAiOptionsOf(config: TtsConfig): OpenAiOptions {
  const apiKey = config.openai?.apiKey;
  if (!config.openai || !apiKey) throw new Error('OPENAI_API_KEY é obrigatória quando AI_PROVIDER=openai');
  return { ...config.openai, apiKey };
}

/**
 * The TTS provider the config names. Its own module, without the AI's: the server's work processes make theirs
 * from the same config (server/src/work/), and load no more than speech needs.
 */
export function createTtsProvider(config: TtsConfig): TtsProvider {
  if (config.ai === 'fake') return config.tts === 'fake' ? createFakeTtsProvider() : createLocalTtsProvider();
  // The same pipeline as the local voice (phrases, pauses, music bed, cues), in OpenAI's voice.
  return createOpenAiPipelineTtsProvider(openAiOptionsOf(config));
}
