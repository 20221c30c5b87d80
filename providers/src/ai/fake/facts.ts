import { firstNameOf } from '../method.ts';
import { reflectionCounts } from '../rules.ts';
import type {
  DayProgressInput,
  PreviousDay,
  ProgrammeDayInput,
  QuestionnaireAnswer,
  UserProfile,
} from '../schemas/common.ts';
import { normalizeForSafety } from '../safety/normalize.ts';

/** Subjects a reflection may touch, found by plain keywords, so the fake can answer what was written. */
export type ReflectionTopic =
  | 'sono'
  | 'trabalho'
  | 'ansiedade'
  | 'pessoas'
  | 'redes'
  | 'notificações'
  | 'tédio'
  | 'conquista'
  | 'dificuldade';

const topicWords: Record<ReflectionTopic, RegExp> = {
  sono: /\b(?:dormi\w*|sono|cama|madrugada|acord\w*|insonia|deitad\w*)\b/,
  trabalho: /\b(?:trabalh\w*|reuni\w*|chefe|e-?mails?|estud\w*|faculdade|prova|escritorio)\b/,
  ansiedade: /\b(?:ansi\w*|nervos\w*|preocup\w*|agitad\w*|inquiet\w*|angusti\w*)\b/,
  pessoas: /\b(?:filh[oa]s?|familia|marido|esposa|mae|pai|namorad[oa]|amig[oa]s?|conversa\w*|jantar)\b/,
  redes: /\b(?:instagram|tiktok|facebook|twitter|youtube|redes?|feed|reels|whatsapp|stories)\b/,
  notificações: /\b(?:notifica\w*|alerta\w*|avisos?)\b/,
  tédio: /\b(?:tedio|entediad\w*|fila|esper\w*|vazio)\b/,
  conquista: /\b(?:consegui\w*|orgulh\w*|feliz|leve(?:za)?|aliviad\w*|calm\w*|tranquil\w*|melhor)\b/,
  dificuldade: /\b(?:dificil|recai\w*|falhei|nao consegui|culpa|frustr\w*|vicio|compulsiv\w*)\b/,
};

/** Topics in the order the user first mentions them. */
export const topicsIn = (text: string): ReflectionTopic[] => {
  const normalized = normalizeForSafety(text);
  return (Object.keys(topicWords) as ReflectionTopic[])
    .map((topic) => ({ topic, at: normalized.search(topicWords[topic]) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ topic }) => topic);
};

export { reflectionCounts };

export interface DayFacts {
  firstName: string | undefined;
  dayNumber: number;
  title: string;
  theme: string;
  done: { id: string; title: string }[];
  pending: { id: string; title: string }[];
  total: number;
  /** Spec §4 day counter: tasks + audio + a reflection over 20 characters, out of tasks + 2. */
  completionPercent: number;
  wroteReflection: boolean;
  reflectionTopics: ReflectionTopic[];
  audioPlayed: boolean;
  /** Answers of the day's questionnaire, when given. */
  mood: QuestionnaireAnswer['answers'][number] | undefined;
  motivation: QuestionnaireAnswer['answers'][number] | undefined;
  biggestChallenge: string | undefined;
  /** Completed days in a row right before this one. */
  streak: number;
  yesterday: PreviousDay | undefined;
}

const answerOf = (questionnaire: QuestionnaireAnswer[], questionId: string) =>
  questionnaire.find((answer) => answer.questionId === questionId)?.answers[0];

export function dayFacts(
  profile: UserProfile,
  day: ProgrammeDayInput,
  progress: DayProgressInput,
  previousDays: PreviousDay[] = [],
): DayFacts {
  const done = progress.tasks.filter((task) => task.completed);
  const pending = progress.tasks.filter((task) => !task.completed);
  const wroteReflection = reflectionCounts(progress.reflectionText);
  const items = done.length + (progress.audioPlayed ? 1 : 0) + (wroteReflection ? 1 : 0);
  const earlier = previousDays
    .filter((previous) => previous.dayNumber < day.dayNumber)
    .sort((a, b) => b.dayNumber - a.dayNumber);
  let streak = 0;
  for (const previous of earlier) {
    if (previous.dayNumber !== day.dayNumber - streak - 1 || !previous.completed) break;
    streak++;
  }
  return {
    firstName: firstNameOf(profile),
    dayNumber: day.dayNumber,
    title: day.title,
    theme: day.theme,
    done,
    pending,
    total: progress.tasks.length,
    completionPercent: Math.round((items / (progress.tasks.length + 2)) * 100),
    wroteReflection,
    reflectionTopics: topicsIn(progress.reflectionText),
    audioPlayed: progress.audioPlayed,
    mood: answerOf(progress.questionnaire, 'mood_today'),
    motivation: answerOf(progress.questionnaire, 'motivation_level'),
    biggestChallenge: answerOf(progress.questionnaire, 'biggest_challenge')?.text,
    streak,
    yesterday: earlier.find((previous) => previous.dayNumber === day.dayNumber - 1),
  };
}

/** "Ana, o dia 3..." or "O dia 3..." — addresses the user by name when there is one. */
export const withName = (facts: { firstName: string | undefined }, sentence: string) =>
  facts.firstName ? `${facts.firstName}, ${sentence}` : capitalize(sentence);

/** Lower-cases the first letter of a title so it reads inside a sentence ("a tarefa 'anotar ...'"). */
export const inSentence = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Joins "a, b e c". */
export function listPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1) ?? ''}`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
