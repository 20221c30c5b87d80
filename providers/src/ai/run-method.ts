import type { z } from 'zod';
import { ProviderError } from '../provider-error.ts';
import type { AiMethod } from './method.ts';
import type { AiProviderName, AiResult } from './port.ts';
import { crisisSignal } from './safety/crisis.ts';

/** Marks answers that came from the reviewed care text rather than from a model. */
export const CARE_MODEL = 'safety-template';
export const CARE_PROMPT_VERSION = 'care.v1';

export interface DraftSource {
  provider: AiProviderName;
  model: string;
  promptVersion: string;
  /** Returns whatever the model wrote; it is checked here, not trusted. */
  draft: (draftSchema: z.ZodType) => Promise<unknown>;
}

/** The one path every provider takes for every feature (see AiMethod). */
export async function runAiMethod<Input, Draft, Result>(
  method: AiMethod<Input, Draft, Result>,
  rawInput: unknown,
  source: (input: Input) => DraftSource,
): Promise<AiResult<Result>> {
  const parsedInput = method.input.safeParse(rawInput);
  if (!parsedInput.success)
    throw new ProviderError('invalid_input', method.errorMessage, { cause: parsedInput.error });
  const input = parsedInput.data;
  const crisis = method.userTexts(input).some((text) => crisisSignal(text) !== undefined);
  const { provider, model, promptVersion, draft } = source(input);

  if (crisis && method.care) {
    const data = method.care(input);
    return {
      data,
      meta: { provider, model: CARE_MODEL, promptVersion: CARE_PROMPT_VERSION, safety: 'crisis' },
    };
  }

  const draftSchema = method.draftSchema(input);
  const written = draftSchema.safeParse(await draft(draftSchema));
  if (!written.success)
    throw new ProviderError('invalid_output', method.errorMessage, { cause: written.error });
  const result = method.output.safeParse(method.finalize(written.data, input));
  if (!result.success)
    throw new ProviderError('invalid_output', method.errorMessage, { cause: result.error });
  return {
    data: result.data,
    meta: { provider, model, promptVersion, safety: crisis ? 'crisis' : 'normal' },
  };
}
