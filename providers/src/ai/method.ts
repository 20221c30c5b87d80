import type { z } from 'zod';
import type { CareAudience } from './safety/policy.ts';

/**
 * One AI feature, described once and run the same way by every provider: validate the input, answer a crisis
 * with care, get a draft (from a model or the fake), check it against its schema, then let our rules fill in
 * what a model must not decide (ids, counts, scores) and check the result again.
 */
export interface AiMethod<Input, Draft, Result> {
  /** Also the structured-output schema name sent to a model. */
  readonly name: string;
  /** Spec §8 text shown when the feature fails. */
  readonly errorMessage: string;
  readonly input: z.ZodType<Input>;
  /** What a model must write; may depend on the input (e.g. how many cards). */
  draftSchema(input: Input): z.ZodType<Draft>;
  readonly output: z.ZodType<Result>;
  finalize(draft: Draft, input: Input): Result;
  /**
   * Every text the person wrote that reaches the provider (today's and earlier reflections, the chat and its
   * history, goals, moods, triggers…): checked for crisis signals before, and for quotes after (safety/policy.ts).
   */
  userTexts(input: Input): string[];
  /**
   * The reviewed care answer given instead (safety/care.ts), for the person at risk or for someone worried about
   * another person (decision 0019); it never repeats what the person wrote.
   */
  care(input: Input, audience: CareAudience): Result;
}

export const defineAiMethod = <Input, Draft, Result>(method: AiMethod<Input, Draft, Result>) => method;

/** The first name to address the user by; none for the fallback display name. */
export function firstNameOf(profile: { name: string }): string | undefined {
  const first = profile.name.trim().split(/\s+/)[0];
  return first && first !== 'Usuário' ? first : undefined;
}
