import type { AiProvider } from '@detox/providers/ai/port';
import type { TtsProvider } from '@detox/providers/tts/port';
import type { Config } from './config.ts';
import type { Logger } from './log.ts';
import type { Runtime } from './runtime.ts';
import type { HeavyWork } from './work/heavy-work.ts';

/** What every route may use. Tests build it around an in-memory runtime. */
export interface AppDeps {
  config: Config;
  runtime: Runtime;
  logger: Logger;
  /** False while starting or shutting down: /api/ready answers 503 then. Absent means ready (tests). */
  lifecycle?: { ready: boolean };
  /** Text to speech for the daily meditations; the deterministic fake when absent. */
  tts?: TtsProvider;
  /** The AI mentor; when absent, the one AI_PROVIDER names (the fake by default). */
  ai?: AiProvider;
  /** The processes heavy work runs in (decision 0024); absent in tests, where it runs in place. */
  work?: HeavyWork;
  /** Where the built client is; absent in API-only tests. */
  clientDist?: string;
}
