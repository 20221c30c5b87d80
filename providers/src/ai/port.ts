import type { CareDecision } from './safety/policy.ts';
import type * as s from './schemas.ts';

export type AiProviderName = 'fake' | 'openai';

/** What the server records with each generated piece (event metadata), so a journey can be replayed. */
export interface AiMeta {
  provider: AiProviderName;
  model: string;
  promptVersion: string;
  /** 'crisis' when the user's text suggested risk: the answer then points to CVV (188, cvv.org.br). */
  /** 'check-in': the policy is unsure and asks the person first (CareLevel); the data is the care shape. */
  safety: 'normal' | 'crisis' | 'check-in';
  /**
   * With safety 'crisis': what was seen (the detector's kind or 'moderation') and where ('local', 'moderation',
   * 'output'); never the person's words. The server records it as CareOffered.
   */
  care?: CareDecision;
}

export interface AiResult<T> {
  data: T;
  meta: AiMeta;
}

/**
 * The mentor behind every AI feature (spec §1). Each method takes everything it needs, filled by the server
 * from the fixtures and the user's read models, and either resolves with a result that passed its schema or
 * rejects with a ProviderError carrying the spec's pt-BR message.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  coaching(input: s.CoachingInput): Promise<AiResult<s.CoachingResult>>;
  reflection(input: s.ReflectionInput): Promise<AiResult<s.ReflectionAnalysis>>;
  wellbeing(input: s.WellbeingInput): Promise<AiResult<s.WellbeingResult>>;
  chat(input: s.ChatInput): Promise<AiResult<s.ChatReply>>;
  dayContent(input: s.DayContentInput): Promise<AiResult<s.GeneratedDayContent>>;
  cards(input: s.CardsInput): Promise<AiResult<s.CardsResult>>;
  insights(input: s.InsightsInput): Promise<AiResult<s.Insights>>;
  activities(input: s.ActivitiesInput): Promise<AiResult<s.ActivitiesResult>>;
  meditation(input: s.MeditationInput): Promise<AiResult<s.MeditationScript>>;
  relapsePlan(input: s.RelapsePlanInput): Promise<AiResult<s.RelapsePlan>>;
  weeklyChallenge(input: s.WeeklyChallengeInput): Promise<AiResult<s.WeeklyChallenge>>;
  progressAnalysis(input: s.ProgressAnalysisInput): Promise<AiResult<s.ProgressAnalysis>>;
  /** For /ai/test: resolves when the mentor can answer, else rejects with 'Falha ao testar conexão com OpenAI'. */
  testConnection(): Promise<{ latencyMs: number }>;
}

export const TEST_CONNECTION_ERROR = 'Falha ao testar conexão com OpenAI';
