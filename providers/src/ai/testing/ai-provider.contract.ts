import { describe, expect, it } from 'vitest';
import { isProviderError } from '../../provider-error.ts';
import { estimateSpeechSeconds } from '../../tts/speech-duration.ts';
import { aiMethods } from '../methods.ts';
import type { AiProvider, AiResult } from '../port.ts';
import { cardPlan, wellbeingAreas, wellbeingRisk, wellbeingScore } from '../rules.ts';
import { CARE_MODEL } from '../run-method.ts';
import { sampleInputs } from './sample-inputs.ts';

type MethodName = keyof typeof aiMethods;
const methodNames = Object.keys(aiMethods) as MethodName[];

/** Calls a provider method by name with an input of the right shape for it. */
const call = (provider: AiProvider, method: MethodName, input: unknown) =>
  (provider[method] as (input: unknown) => Promise<AiResult<unknown>>)(input);

const crisisText = 'Não aguento mais. Às vezes penso em sumir para sempre.';

/**
 * What every AiProvider promises, whatever answers behind it. Run on the fake and on the OpenAI adapter
 * against a local OpenAI-shaped server.
 */
export function describeAiProviderContract(label: string, getProvider: () => AiProvider) {
  describe(`AiProvider contract: ${label}`, () => {
    it.each(methodNames)(
      '%s answers with a result that passes its schema, and says who wrote it',
      async (method) => {
        const provider = getProvider();
        const result = await call(provider, method, sampleInputs[method]);
        expect(aiMethods[method].output.safeParse(result.data).success).toBe(true);
        expect(result.meta).toEqual({
          provider: provider.name,
          model: provider.model,
          promptVersion: expect.stringMatching(/\S/) as unknown,
          safety: 'normal',
        });
      },
    );

    it('numbers the suggestions suggestion-{day}-{index}, none completed yet', async () => {
      const { data } = await getProvider().coaching(sampleInputs.coaching);
      expect(data.suggestions.map((suggestion) => [suggestion.id, suggestion.completed])).toEqual([
        ['suggestion-3-0', false],
        ['suggestion-3-1', false],
        ['suggestion-3-2', false],
      ]);
    });

    it.each([0, 20, 40, 80, 100])('gives the spec number of cards at %i %% of the day', async (percent) => {
      const plan = cardPlan(percent);
      const { data } = await getProvider().cards({ ...sampleInputs.cards, progressPercentage: percent });
      expect(data.cards).toHaveLength(plan.count);
      expect(data.cards.map((card) => card.id)).toEqual(data.cards.map((_, index) => `card-3-${index}`));
      expect([data.needsMotivation, data.needsCompletion]).toEqual([
        plan.needsMotivation,
        plan.needsCompletion,
      ]);
      const content = await getProvider().dayContent({
        ...sampleInputs.dayContent,
        progressPercentage: percent,
      });
      expect(content.data.cards).toHaveLength(plan.count);
      expect(content.data.dayNumber).toBe(3);
    });

    it('scores wellbeing by the rules, whatever writes the words', async () => {
      const input = sampleInputs.wellbeing;
      const { data } = await getProvider().wellbeing(input);
      const score = wellbeingScore(input.usageData);
      expect(data.overallScore).toBe(score);
      expect(data.riskLevel).toBe(wellbeingRisk(score));
      expect(data.analysis.concernAreas).toEqual(wellbeingAreas(input.usageData).concerns);
    });

    it('keeps the ids, figures and timings that are ours', async () => {
      const provider = getProvider();
      const challenge = await provider.weeklyChallenge(sampleInputs.weeklyChallenge);
      expect(challenge.data.weekNumber).toBe(1);
      expect(challenge.data.tasks.every((task, index) => task.taskId === `week1-pessoal-${index + 1}`)).toBe(
        true,
      );
      const progress = await provider.progressAnalysis(sampleInputs.progressAnalysis);
      expect(progress.data.stats).toEqual({
        daysCompleted: 2,
        tasksCompleted: 12,
        totalTasks: 15,
        reflectionsWritten: 3,
      });
      const meditation = await provider.meditation(sampleInputs.meditation);
      expect(meditation.data.estimatedSeconds).toBe(
        Math.round(estimateSpeechSeconds(meditation.data.script)),
      );
      const activities = await provider.activities(sampleInputs.activities);
      expect(activities.data.activities[0]?.id).toBe('activity-3-0');
    });

    it('answers a chat message that suggests a crisis with care and CVV, not coaching', async () => {
      const result = await getProvider().chat({ ...sampleInputs.chat, message: crisisText });
      expect(result.meta).toMatchObject({ safety: 'crisis', model: CARE_MODEL });
      expect(result.data.response).toContain('188');
      expect(result.data.response).toContain('cvv.org.br');
    });

    it('answers a reflection, coaching and insights that suggest a crisis with care and CVV', async () => {
      const provider = getProvider();
      const reflection = await provider.reflection({
        ...sampleInputs.reflection,
        reflectionText: crisisText,
      });
      expect(reflection.meta.safety).toBe('crisis');
      expect(reflection.data.guidance).toContain('188');
      const progress = { ...sampleInputs.coaching.progress, reflectionText: crisisText };
      const coaching = await provider.coaching({ ...sampleInputs.coaching, progress });
      expect(coaching.data.suggestions[0]?.description).toContain('cvv.org.br');
      const insights = await provider.insights({ ...sampleInputs.insights, reflectionText: crisisText });
      expect(insights.data.severity).toBe('alto');
      expect(insights.data.recommendations.join(' ')).toContain('188');
    });

    it('flags a crisis in features that do not answer the text itself', async () => {
      const progress = { ...sampleInputs.dayContent.progress, reflectionText: crisisText };
      const result = await getProvider().dayContent({ ...sampleInputs.dayContent, progress });
      expect(result.meta.safety).toBe('crisis');
    });

    it('does not point an ordinary message to CVV', async () => {
      const result = await getProvider().chat(sampleInputs.chat);
      expect(result.meta.safety).toBe('normal');
      expect(result.data.response).not.toContain('188');
    });

    it.each([
      ['chat', { ...sampleInputs.chat, message: '   ' }, 'Falha ao obter resposta do chat'],
      [
        'reflection',
        { ...sampleInputs.reflection, reflectionText: 'x'.repeat(5001) },
        'Erro ao analisar reflexão',
      ],
      [
        'wellbeing',
        { ...sampleInputs.wellbeing, usageData: { ...sampleInputs.wellbeing.usageData, stressLevel: 11 } },
        'Falha ao analisar bem-estar digital',
      ],
      ['cards', { ...sampleInputs.cards, progressPercentage: 120 }, 'Falha ao gerar cards personalizados'],
    ] as const)('refuses a bad %s input with its pt-BR message', async (method, input, message) => {
      const failure: unknown = await call(getProvider(), method, input).catch((error: unknown) => error);
      expect(isProviderError(failure) && [failure.kind, failure.message]).toEqual(['invalid_input', message]);
    });

    it('reports a working connection', async () => {
      const { latencyMs } = await getProvider().testConnection();
      expect(latencyMs).toBeGreaterThanOrEqual(0);
    });
  });
}
