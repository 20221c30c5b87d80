import type { z } from 'zod';
import { ProviderError } from '../provider-error.ts';
import type { AiMethod } from './method.ts';
import type { AiProviderName, AiResult } from './port.ts';
import { checkInAnswered } from './care-check-in.ts';
import {
  audienceOf,
  type CareDecision,
  screenable,
  screenInput,
  screenOutput,
  stopsAfterCheckIn,
} from './safety/policy.ts';

/** Marks answers that came from the reviewed care text rather than from a model. */
export const CARE_MODEL = 'safety-template';
export const CARE_PROMPT_VERSION = 'care.v2';

export interface DraftSource {
  provider: AiProviderName;
  model: string;
  promptVersion: string;
  /** Returns whatever the model wrote; it is checked here, not trusted. */
  draft: (draftSchema: z.ZodType) => Promise<unknown>;
  /**
   * The provider's own screening of the person's texts (OpenAI: the moderation endpoint), asked only when the
   * local detector saw nothing: true when it reads self-harm. A failure must resolve false (the local detector
   * has already decided), never reject.
   */
  moderate?: (texts: string[]) => Promise<boolean>;
}

/**
 * The one path every provider takes for every feature (see AiMethod), with the crisis policy (safety/policy.ts)
 * around the model: the person's texts are screened before (detector, then moderation), the answer after.
 */
export async function runAiMethod<Input, Draft, Result>(
  method: AiMethod<Input, Draft, Result>,
  rawInput: unknown,
  source: (input: Input) => DraftSource,
): Promise<AiResult<Result>> {
  const parsedInput = method.input.safeParse(rawInput);
  if (!parsedInput.success)
    throw new ProviderError('invalid_input', method.errorMessage, { cause: parsedInput.error });
  const input = parsedInput.data;
  const texts = screenable(method.userTexts(input));
  const { provider, model, promptVersion, draft, moderate } = source(input);

  const careFor = (care: CareDecision): AiResult<Result> => {
    const data = method.output.parse(method.care(input, audienceOf(care)));
    const safety = care.level === 'check-in' ? 'check-in' : 'crisis';
    return {
      data,
      meta: { provider, model: CARE_MODEL, promptVersion: CARE_PROMPT_VERSION, safety, care },
    };
  };

  // Unsure (a check-in) and the moderation endpoint agreeing make a card; either alone asks first. Once the
  // person said "Não, estou bem", only a card stops the answer.
  const answered = checkInAnswered();
  const local = screenInput(texts);
  if (local && (stopsAfterCheckIn(local) || !answered)) {
    if (local.level === 'card' || !moderate) return careFor(local);
    return careFor((await moderate(texts)) ? { ...local, level: 'card' } : local);
  }
  if (moderate && texts.length > 0 && (await moderate(texts))) {
    const moderation: CareDecision = { signal: 'moderation', via: 'moderation', level: 'check-in' };
    if (!answered) return careFor(moderation);
  }

  const draftSchema = method.draftSchema(input);
  const written = draftSchema.safeParse(await draft(draftSchema));
  if (!written.success)
    throw new ProviderError('invalid_output', method.errorMessage, { cause: written.error });
  const result = method.output.safeParse(method.finalize(written.data, input));
  if (!result.success)
    throw new ProviderError('invalid_output', method.errorMessage, { cause: result.error });

  const after = screenOutput(result.data, texts);
  if (after) return careFor(after);
  return { data: result.data, meta: { provider, model, promptVersion, safety: 'normal' } };
}
