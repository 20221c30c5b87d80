import type OpenAI from 'openai';
import type { z } from 'zod';
import {
  createOpenAiClient,
  type OpenAiClient,
  type OpenAiOptions,
  providerErrorFrom,
} from '../../openai-client.ts';
import { ProviderError } from '../../provider-error.ts';
import type { AiMethod } from '../method.ts';
import { aiMethods } from '../methods.ts';
import { type AiProvider, TEST_CONNECTION_ERROR } from '../port.ts';
import { runAiMethod } from '../run-method.ts';
import { type Prompt, prompts } from './prompts.ts';
import { responseFormatFor } from './response-format.ts';

/** Asks the model for one draft in strict structured output; anything but a clean JSON answer is an error. */
async function askForDraft(
  client: OpenAiClient,
  model: string,
  messages: OpenAI.ChatCompletionMessageParam[],
  method: { name: string; errorMessage: string },
  draftSchema: z.ZodType,
): Promise<unknown> {
  const responseFormat = await responseFormatFor(method.name, draftSchema);
  let completion: OpenAI.ChatCompletion;
  try {
    completion = await (
      await client()
    ).chat.completions.create({
      model,
      messages,
      response_format: responseFormat,
    });
  } catch (error) {
    throw providerErrorFrom(error, method.errorMessage);
  }
  const choice = completion.choices[0];
  if (choice?.message.refusal || choice?.finish_reason === 'content_filter')
    throw new ProviderError('refusal', method.errorMessage, { cause: choice.message.refusal });
  // A cut-off answer ('length') is never complete JSON worth trusting.
  if (!choice?.message.content || choice.finish_reason === 'length')
    throw new ProviderError('invalid_output', method.errorMessage, { cause: choice?.finish_reason });
  try {
    return JSON.parse(choice.message.content);
  } catch (error) {
    throw new ProviderError('invalid_output', method.errorMessage, { cause: error });
  }
}

const MODERATION_MODEL = 'omni-moderation-latest';
/** The moderation categories read as a crisis: the person may hurt themselves. */
const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;
/** Moderation is a second opinion: one retry and a short wait, then the local detector's word stands. */
const MODERATION_MAX_RETRIES = 1;
const MODERATION_TIMEOUT_MS = 10_000;

/**
 * True when the moderation endpoint reads self-harm in any of the texts. It is asked only after the local
 * detector saw nothing, so a failure (timeout, 5xx, network) leaves the detector's decision standing: false.
 */
async function moderationFlagsSelfHarm(
  client: OpenAiClient,
  texts: string[],
  timeoutMs: number | undefined,
): Promise<boolean> {
  try {
    const moderation = await (
      await client()
    ).moderations.create(
      { model: MODERATION_MODEL, input: texts },
      {
        maxRetries: MODERATION_MAX_RETRIES,
        timeout: Math.min(timeoutMs ?? MODERATION_TIMEOUT_MS, MODERATION_TIMEOUT_MS),
      },
    );
    return moderation.results.some((result) =>
      SELF_HARM_CATEGORIES.some((category) => result.categories[category]),
    );
  } catch {
    return false;
  }
}

/**
 * The OpenAI mentor: the official SDK, structured outputs checked by the same zod schemas as the fake, and the
 * person's texts also screened by the moderation endpoint (crisis policy, safety/policy.ts).
 */
export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const client = createOpenAiClient(options);
  const run =
    <Input, Draft, Result>(method: AiMethod<Input, Draft, Result>, prompt: Prompt<Input>) =>
    (input: unknown) =>
      runAiMethod(method, input, (parsed) => ({
        provider: 'openai',
        model: options.model,
        promptVersion: prompt.version,
        draft: (draftSchema) =>
          askForDraft(client, options.model, prompt.messages(parsed), method, draftSchema),
        moderate: (texts) => moderationFlagsSelfHarm(client, texts, options.timeoutMs),
      }));

  return {
    name: 'openai',
    model: options.model,
    coaching: run(aiMethods.coaching, prompts.coaching),
    reflection: run(aiMethods.reflection, prompts.reflection),
    wellbeing: run(aiMethods.wellbeing, prompts.wellbeing),
    chat: run(aiMethods.chat, prompts.chat),
    dayContent: run(aiMethods.dayContent, prompts.dayContent),
    cards: run(aiMethods.cards, prompts.cards),
    insights: run(aiMethods.insights, prompts.insights),
    activities: run(aiMethods.activities, prompts.activities),
    meditation: run(aiMethods.meditation, prompts.meditation),
    relapsePlan: run(aiMethods.relapsePlan, prompts.relapsePlan),
    weeklyChallenge: run(aiMethods.weeklyChallenge, prompts.weeklyChallenge),
    progressAnalysis: run(aiMethods.progressAnalysis, prompts.progressAnalysis),
    testConnection: async () => {
      const started = performance.now();
      try {
        await (await client()).models.retrieve(options.model);
      } catch (error) {
        throw providerErrorFrom(error, TEST_CONNECTION_ERROR);
      }
      return { latencyMs: Math.round(performance.now() - started) };
    },
  };
}
