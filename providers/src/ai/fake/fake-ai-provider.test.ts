import { describe, expect, it } from 'vitest';
import { describeAiProviderContract } from '../testing/ai-provider.contract.ts';
import { aiMethods } from '../methods.ts';
import type { AiResult } from '../port.ts';
import type * as s from '../schemas.ts';
import { day3, previousDays, profile, progressDay3, sampleInputs } from '../testing/sample-inputs.ts';
import { estimateSpeechSeconds } from '../../tts/speech-duration.ts';
import { createFakeAiProvider } from './fake-ai-provider.ts';

const provider = createFakeAiProvider();
describeAiProviderContract('fake', () => provider);

type MethodName = keyof typeof aiMethods;
const methodNames = Object.keys(aiMethods) as MethodName[];
const call = (method: MethodName, input: unknown) =>
  (provider[method] as (input: unknown) => Promise<AiResult<unknown>>)(input);

/** Every string inside a result, to read it as a user would. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

/** Other people, other days, other progress: the same inputs reshaped. */
const day21: s.ProgrammeDayInput = {
  ...day3,
  dayNumber: 21,
  title: 'Novo começo',
  theme: 'O que fica depois dos 21 dias',
  tasks: day3.tasks.map((task, index) => ({ ...task, id: `day21-${index + 1}` })),
};
interface Variant {
  label: string;
  profile: s.UserProfile;
  day: s.ProgrammeDayInput;
  progress: s.DayProgressInput;
}
const untouched: Variant = {
  label: 'nothing done, no name, no answers',
  profile: { name: 'Usuário', preferences: { activities: [], timeAvailable: 5, goals: [] } },
  day: day3,
  progress: {
    ...progressDay3,
    tasks: day3.tasks.map((task) => ({ ...task, completed: false })),
    reflectionText: '',
    questionnaire: [],
  },
};
const variants: Variant[] = [
  { label: 'day 3 halfway', profile, day: day3, progress: progressDay3 },
  untouched,
  {
    label: 'day 21 all done',
    profile: { ...profile, name: 'João Pedro' },
    day: day21,
    progress: {
      tasks: day21.tasks.map((task) => ({ ...task, completed: true })),
      reflectionText: 'Consegui! Estou orgulhoso, dormindo melhor e muito mais leve.',
      audioPlayed: true,
      questionnaire: [],
      completed: true,
    },
  },
];

function inputsFor(variant: Variant): Record<MethodName, unknown> {
  const { profile: who, day, progress } = variant;
  return {
    ...sampleInputs,
    coaching: { profile: who, day, progress, previousDays },
    reflection: {
      ...sampleInputs.reflection,
      profile: who,
      day,
      reflectionText: progress.reflectionText || 'Dia comum.',
    },
    chat: { ...sampleInputs.chat, profile: who, context: { day, progress } },
    dayContent: { profile: who, day, progress, previousDays: [], progressPercentage: 0 },
    cards: { profile: who, day, progress, progressPercentage: 100 },
    insights: {
      ...sampleInputs.insights,
      profile: who,
      day,
      dayNumber: day.dayNumber,
      reflectionText: progress.reflectionText,
      questionnaireToday: progress.questionnaire,
      previousDays: [],
    },
    activities: {
      ...sampleInputs.activities,
      profile: who,
      day,
      availableTime: who.preferences.timeAvailable,
    },
    meditation: { ...sampleInputs.meditation, profile: who, day },
    relapsePlan: { ...sampleInputs.relapsePlan, profile: who, supportSystem: [] },
    weeklyChallenge: { ...sampleInputs.weeklyChallenge, profile: who, weekDays: [] },
    progressAnalysis: { profile: who, day, progress, previousDays: [] },
  };
}

describe('fake mentor', () => {
  it('answers the same input with the same words', async () => {
    for (const method of methodNames) {
      const first = await call(method, sampleInputs[method]);
      const again = await call(method, structuredClone(sampleInputs[method]));
      expect(again, method).toEqual(first);
    }
  });

  it('varies its words with the input', async () => {
    const analyses = new Set<string>();
    for (const variant of variants)
      analyses.add((await provider.coaching(inputsFor(variant).coaching as s.CoachingInput)).data.analysis);
    expect(analyses.size).toBe(variants.length);
  });

  it.each(variants)('writes clean pt-BR for every feature ($label)', async (variant) => {
    const inputs = inputsFor(variant);
    for (const method of methodNames) {
      const { data } = await call(method, inputs[method]);
      for (const text of textsOf(data)) {
        expect(text, method).not.toMatch(
          /\b(?:[Ll]orem|[Ss]imulad\w*|undefined|null|NaN)\b|\[object|[ \t]{2,}|\.\.|\s[,.]/,
        );
        expect(text, method).toMatch(/^[\p{Lu}\d"]|^\S/u);
      }
    }
  });

  it('speaks from the user’s real day: their name, the pending task, what they wrote', async () => {
    const { data } = await provider.coaching(sampleInputs.coaching);
    expect(data.analysis).toMatch(/^Ana, /);
    expect(data.analysis).toContain('2 de 5 tarefas');
    expect(data.analysis).toContain('notificações');
    expect(data.suggestions[0]?.title).toBe(day3.tasks[2]?.title);
    expect(data.nextSteps.join(' ')).toContain('Os sons que vêm e vão');
  });

  it('never addresses the fallback name', async () => {
    const input = inputsFor(untouched);
    const { data } = await provider.coaching(input.coaching as s.CoachingInput);
    expect(data.analysis).not.toContain('Usuário');
    expect(data.analysis).toMatch(/^[A-ZÀ-Ú]/);
  });

  it('leaves medicines and diagnoses to health professionals', async () => {
    const { data } = await provider.chat({
      ...sampleInputs.chat,
      message: 'Posso tomar melatonina para dormir? Quantos mg?',
    });
    expect(data.response).toContain('profissional de saúde');
    expect(data.response).not.toMatch(/\d+\s?mg/);
  });

  it.each([3, 10, 30])('writes a %i-minute meditation that lasts about that long', async (minutes) => {
    const { data } = await provider.meditation({ ...sampleInputs.meditation, durationMinutes: minutes });
    const seconds = estimateSpeechSeconds(data.script);
    expect(seconds).toBeGreaterThan(minutes * 60 * 0.85);
    expect(seconds).toBeLessThan(minutes * 60 * 1.15);
  });

  it('answers in an instant, with no network', async () => {
    const started = performance.now();
    await Promise.all(methodNames.map((method) => call(method, sampleInputs[method])));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
