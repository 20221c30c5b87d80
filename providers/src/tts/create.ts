import { createTtsEngine, openAiOptionsOf, type TtsConfig } from './engine.ts';
import { createFakeTtsEngine } from './fake.ts';
import type { TtsProvider } from './port.ts';
import { checked } from './speech-request.ts';

export { openAiOptionsOf, type TtsConfig };

/** The TTS provider the config names: its engine (engine.ts), each request checked first (speech-request.ts). */
export function createTtsProvider(config: TtsConfig): TtsProvider {
  return checked(createTtsEngine(config));
}

/**
 * The deterministic tone (fake.ts) as a provider: a real, playable MP3 of calm breaths as long as the text would take
 * to read aloud.
 */
export function createFakeTtsProvider(): TtsProvider {
  return checked(createFakeTtsEngine());
}
