import { accountPart } from './features/account/index.ts';
import { aiPart } from './features/ai/index.ts';
import { audioPart } from './features/audio/index.ts';
import { journeyPart } from './features/journey/index.ts';
import { pushPart } from './features/push/index.ts';
import { supportPart } from './features/support/index.ts';
import type { AnyRuntimePart } from './runtime.ts';

/**
 * The slices' shares of a runtime, handed to `openRuntime` (runtime.ts knows no slice): their tables are made in
 * this order, after the log's and the read models', and an erased person is forgotten by each in this order.
 */
export const runtimeParts: readonly AnyRuntimePart[] = [
  accountPart,
  journeyPart,
  aiPart,
  audioPart,
  pushPart,
  supportPart,
];
