import { estimateSpeechSeconds } from '../tts/speech-duration.ts';
import { defineAiMethod, firstNameOf } from './method.ts';
import { cardPlan, reflectionCounts, wellbeingAreas, wellbeingRisk, wellbeingScore } from './rules.ts';
import {
  careActivities,
  careCardsDraft,
  careChatReply,
  careCoaching,
  careDayContentFields,
  careInsights,
  careMeditation,
  careProgressAnalysis,
  careReflectionAnalysis,
  careRelapsePlan,
  careWeeklyChallenge,
  careWellbeing,
} from './safety/care.ts';
import * as s from './schemas.ts';

/** Spec §3: suggestion ids are 'suggestion-{day}-{index}'; cards and activities follow the same form. */
const withIds = <T>(items: T[], prefix: string, day: number) =>
  items.map((item, index) => ({ ...item, id: `${prefix}-${day}-${index}` }));

/** What the person wrote that rides along with every feature: their goals and activities (preferences). */
const profileTexts = (profile: s.UserProfile) => [
  ...profile.preferences.goals,
  ...profile.preferences.activities,
];
const earlierReflections = (days: readonly { reflectionText: string }[]) =>
  days.map((day) => day.reflectionText);
/** Coaching, day content, progress analysis: today's reflection, the earlier ones, the preferences. */
const dayTexts = (input: {
  profile: s.UserProfile;
  progress: s.DayProgressInput;
  previousDays: readonly { reflectionText: string }[];
}) => [
  input.progress.reflectionText,
  ...earlierReflections(input.previousDays),
  ...profileTexts(input.profile),
];

export const aiMethods = {
  coaching: defineAiMethod({
    name: 'coaching',
    errorMessage: 'Erro ao gerar coaching personalizado',
    input: s.coachingInputSchema,
    draftSchema: () => s.coachingDraftSchema,
    output: s.coachingResultSchema,
    finalize: (draft, input) => ({
      ...draft,
      suggestions: withIds(draft.suggestions, 'suggestion', input.day.dayNumber).map((suggestion) => ({
        ...suggestion,
        completed: false,
      })),
    }),
    userTexts: (input) => dayTexts(input),
    care: (input, audience) => careCoaching(firstNameOf(input.profile), input.day.dayNumber, audience),
  }),
  reflection: defineAiMethod({
    name: 'reflection_analysis',
    errorMessage: 'Erro ao analisar reflexão',
    input: s.reflectionInputSchema,
    draftSchema: () => s.reflectionAnalysisSchema,
    output: s.reflectionAnalysisSchema,
    finalize: (draft) => draft,
    userTexts: (input) => [
      input.reflectionText,
      ...earlierReflections(input.previousDays),
      ...profileTexts(input.profile),
    ],
    care: (input, audience) => careReflectionAnalysis(input.day.dayNumber, audience),
  }),
  wellbeing: defineAiMethod({
    name: 'wellbeing',
    errorMessage: 'Falha ao analisar bem-estar digital',
    input: s.wellbeingInputSchema,
    draftSchema: () => s.wellbeingDraftSchema,
    output: s.wellbeingResultSchema,
    finalize: (draft, input) => {
      const overallScore = wellbeingScore(input.usageData);
      return {
        ...draft,
        overallScore,
        riskLevel: wellbeingRisk(overallScore),
        analysis: { concernAreas: wellbeingAreas(input.usageData).concerns },
      };
    },
    userTexts: (input) => input.goals,
    care: (input, audience) => {
      const overallScore = wellbeingScore(input.usageData);
      return {
        ...careWellbeing(audience),
        overallScore,
        riskLevel: wellbeingRisk(overallScore),
        analysis: { concernAreas: wellbeingAreas(input.usageData).concerns },
      };
    },
  }),
  chat: defineAiMethod({
    name: 'chat_reply',
    errorMessage: 'Falha ao obter resposta do chat',
    input: s.chatInputSchema,
    draftSchema: () => s.chatReplySchema,
    output: s.chatReplySchema,
    finalize: (draft) => draft,
    /** The new message and the person's earlier turns, which the model would read again. */
    userTexts: (input) => [
      input.message,
      ...input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
      ...profileTexts(input.profile),
    ],
    care: (input, audience) => careChatReply(firstNameOf(input.profile), audience),
  }),
  dayContent: defineAiMethod({
    name: 'day_content',
    errorMessage: 'Falha ao gerar conteúdo personalizado do dia',
    input: s.dayContentInputSchema,
    draftSchema: (input) => s.dayContentDraftSchemaFor(cardPlan(input.progressPercentage).count),
    output: s.generatedDayContentSchema,
    finalize: (draft, input) => ({
      ...draft,
      dayNumber: input.day.dayNumber,
      cards: withIds(draft.cards, 'card', input.day.dayNumber),
    }),
    userTexts: (input) => dayTexts(input),
    care: (input, audience) => ({
      ...careDayContentFields(audience),
      dayNumber: input.day.dayNumber,
      cards: withIds(
        careCardsDraft(cardPlan(input.progressPercentage).count, audience),
        'card',
        input.day.dayNumber,
      ),
    }),
  }),
  cards: defineAiMethod({
    name: 'cards',
    errorMessage: 'Falha ao gerar cards personalizados',
    input: s.cardsInputSchema,
    draftSchema: (input) => s.cardsDraftSchemaFor(cardPlan(input.progressPercentage).count),
    output: s.cardsResultSchema,
    finalize: (draft, input) => {
      const { needsMotivation, needsCompletion } = cardPlan(input.progressPercentage);
      return {
        dayNumber: input.day.dayNumber,
        cards: withIds(draft.cards, 'card', input.day.dayNumber),
        needsMotivation,
        needsCompletion,
      };
    },
    userTexts: (input) => [
      input.progress.reflectionText,
      ...(input.strugglingAreas ?? []),
      ...(input.strengths ?? []),
      ...profileTexts(input.profile),
    ],
    care: (input, audience) => {
      const { count, needsMotivation, needsCompletion } = cardPlan(input.progressPercentage);
      return {
        dayNumber: input.day.dayNumber,
        cards: withIds(careCardsDraft(count, audience), 'card', input.day.dayNumber),
        needsMotivation,
        needsCompletion,
      };
    },
  }),
  insights: defineAiMethod({
    name: 'insights',
    errorMessage: 'Falha ao gerar insights',
    input: s.insightsInputSchema,
    draftSchema: () => s.insightsSchema,
    output: s.insightsSchema,
    finalize: (draft) => draft,
    userTexts: (input) => [
      input.reflectionText,
      input.mood,
      ...earlierReflections(input.previousDays),
      ...profileTexts(input.profile),
    ],
    care: (_input, audience) => careInsights(audience),
  }),
  activities: defineAiMethod({
    name: 'activities',
    errorMessage: 'Falha ao gerar atividades criativas',
    input: s.activitiesInputSchema,
    draftSchema: () => s.activitiesDraftSchema,
    output: s.activitiesResultSchema,
    finalize: (draft, input) => ({
      dayNumber: input.day.dayNumber,
      activities: withIds(draft.activities, 'activity', input.day.dayNumber),
    }),
    userTexts: (input) => [input.currentMood, ...profileTexts(input.profile)],
    care: (input, audience) => ({
      dayNumber: input.day.dayNumber,
      activities: withIds(careActivities(audience).activities, 'activity', input.day.dayNumber),
    }),
  }),
  meditation: defineAiMethod({
    name: 'meditation_script',
    errorMessage: 'Falha ao gerar meditação personalizada',
    input: s.meditationInputSchema,
    draftSchema: () => s.meditationDraftSchema,
    output: s.meditationScriptSchema,
    finalize: (draft, input) => ({
      ...draft,
      focus: input.focus,
      estimatedSeconds: Math.max(1, Math.round(estimateSpeechSeconds(draft.script))),
    }),
    userTexts: (input) => [input.focus, input.userState, ...profileTexts(input.profile)],
    /** Not even the focus is kept: it may be the person's own words. */
    care: (_input, audience) => {
      const care = careMeditation(audience);
      return { ...care, estimatedSeconds: Math.max(1, Math.round(estimateSpeechSeconds(care.script))) };
    },
  }),
  relapsePlan: defineAiMethod({
    name: 'relapse_prevention_plan',
    errorMessage: 'Falha ao criar plano de prevenção de recaída',
    input: s.relapsePlanInputSchema,
    draftSchema: () => s.relapsePlanSchema,
    output: s.relapsePlanSchema,
    finalize: (draft) => draft,
    userTexts: (input) => [
      ...input.userTriggers,
      ...input.successStrategies,
      ...input.supportSystem,
      ...profileTexts(input.profile),
    ],
    care: (_input, audience) => careRelapsePlan(audience),
  }),
  weeklyChallenge: defineAiMethod({
    name: 'weekly_challenge',
    // Spec §8 has no text for this one; worded like its neighbours.
    errorMessage: 'Falha ao gerar desafio semanal',
    input: s.weeklyChallengeInputSchema,
    draftSchema: () => s.weeklyChallengeDraftSchema,
    output: s.weeklyChallengeSchema,
    finalize: (draft, input) => ({
      ...draft,
      weekNumber: input.weekNumber,
      tasks: draft.tasks.map((task, index) => ({
        ...task,
        taskId: `week${input.weekNumber}-pessoal-${index + 1}`,
      })),
    }),
    userTexts: (input) => [...earlierReflections(input.weekDays), ...profileTexts(input.profile)],
    care: (input, audience) => {
      const care = careWeeklyChallenge(audience);
      return {
        ...care,
        weekNumber: input.weekNumber,
        tasks: care.tasks.map((task, index) => ({
          ...task,
          taskId: `week${input.weekNumber}-pessoal-${index + 1}`,
        })),
      };
    },
  }),
  progressAnalysis: defineAiMethod({
    name: 'progress_analysis',
    errorMessage: 'Falha ao analisar progresso do usuário',
    input: s.progressAnalysisInputSchema,
    draftSchema: () => s.progressAnalysisDraftSchema,
    output: s.progressAnalysisSchema,
    finalize: (draft, input) => ({ ...draft, dayNumber: input.day.dayNumber, stats: progressStats(input) }),
    userTexts: (input) => dayTexts(input),
    care: (input, audience) => ({
      ...careProgressAnalysis(audience),
      dayNumber: input.day.dayNumber,
      stats: progressStats(input),
    }),
  }),
};

type AiMethods = typeof aiMethods;
export type AiMethodName = keyof AiMethods;

function progressStats(input: s.ProgressAnalysisInput): s.ProgressAnalysis['stats'] {
  const today = input.progress;
  const earlier = input.previousDays.filter((day) => day.dayNumber !== input.day.dayNumber);
  const wrote = reflectionCounts;
  return {
    daysCompleted: earlier.filter((day) => day.completed).length + (today.completed ? 1 : 0),
    tasksCompleted:
      earlier.reduce((sum, day) => sum + day.tasksCompleted, 0) +
      today.tasks.filter((task) => task.completed).length,
    totalTasks: earlier.reduce((sum, day) => sum + day.totalTasks, 0) + today.tasks.length,
    reflectionsWritten:
      earlier.filter((day) => wrote(day.reflectionText)).length + (wrote(today.reflectionText) ? 1 : 0),
  };
}
