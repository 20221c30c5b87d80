import type { Config } from './config.ts';
import type { Logger } from './log.ts';
import type { Runtime } from './runtime.ts';

/** What every route may use. Tests build it around an in-memory runtime. */
export interface AppDeps {
  config: Config;
  runtime: Runtime;
  logger: Logger;
  /** Where the built client is; absent in API-only tests. */
  clientDist?: string;
}
