import type { OpenAiOptions } from '../openai-client.ts';
import { createFakeTtsEngine } from './fake.ts';
import { createLocalTtsEngine } from './local/local.ts';
import { createOpenAiPipelineTtsEngine } from './local/openai-voice.ts';
import type { TtsEngine } from './port.ts';

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
 * The speech engine the config names, without the request's check (create.ts adds it). Its own module, without the
 * AI's or zod: the server's work processes make theirs from the same config (server/src/work/) on requests the
 * server checked, and load no more than speech needs.
 */
export function createTtsEngine(config: TtsConfig): TtsEngine {
  if (config.ai === 'fake') return config.tts === 'fake' ? createFakeTtsEngine() : createLocalTtsEngine();
  // The same pipeline as the local voice (phrases, pauses, music bed, cues), in OpenAI's voice.
  return createOpenAiPipelineTtsEngine(openAiOptionsOf(config));
}
