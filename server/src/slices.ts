import { accountPart } from './features/account/runtime-part.ts';
import { aiPart } from './features/ai/runtime-part.ts';
import { audioPart } from './features/audio/runtime-part.ts';
import { journeyPart } from './features/journey/runtime-part.ts';
import { pushPart } from './features/push/runtime-part.ts';
import { supportPart } from './features/support/runtime-part.ts';
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
