import { type ProgrammeDay, programmeDay, questionsForDay, TASKS_PER_DAY } from '@detox/fixtures';
import {
  type DayProgress,
  dailyChallengePercent,
  dayIsCompleted,
  dayIsOpen,
  type JourneyState,
  tasksDone,
} from '@detox/projections';
import { DEFAULT_PREFERENCES } from '@detox/providers';
import type * as s from '@detox/providers/ai/schemas';
import type { UserPreferencesRequest } from '../../contracts/ai.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { journeyMessages } from '../journey/index.ts';
import { aiMessages } from './messages.ts';

/**
 * Provider inputs, filled from the fixtures and the subscriber's read models (never from progress the client
 * claims). Reflections are sensitive: they reach a provider only when the user consented to 'ai_reflections';
 * without it every reflection in an input is sent empty (see `MentorContext.shareReflections`).
 */

export interface MentorContext {
  name: string;
  journey: JourneyState;
  /** Consent 'ai_reflections' in force: the saved reflections may be sent to the mentor. */
  shareReflections: boolean;
  preferences?: UserPreferencesRequest | undefined;
}

const FALLBACK_NAME = 'Usuário';

export function profileOf(context: MentorContext): s.UserProfile {
  const preferences = context.preferences;
  return {
    name: context.name.trim().slice(0, 80) || FALLBACK_NAME,
    preferences: {
      activities: preferences?.activities ?? [...DEFAULT_PREFERENCES.activities],
      timeAvailable: preferences?.timeAvailable ?? DEFAULT_PREFERENCES.timeAvailable,
      goals: preferences?.goals ?? [...DEFAULT_PREFERENCES.goals],
    },
  };
}

function fixtureDay(day: number): ProgrammeDay {
  const found = programmeDay(day);
  if (!found) throw new DomainError('invalid', aiMessages.dayInvalid);
  return found;
}

export function programmeDayInput(day: number): s.ProgrammeDayInput {
  const fixture = fixtureDay(day);
  return {
    dayNumber: fixture.day,
    title: fixture.title,
    theme: fixture.theme,
    tasks: fixture.tasks.map((task) => ({ id: task.id, title: task.title })),
    reflectionPrompt: { title: fixture.reflection.title, paragraphs: fixture.reflection.content.slice(0, 8) },
    audio: { title: fixture.audioTitle, description: fixture.audioDescription },
  };
}

function dayState(journey: JourneyState, day: number): DayProgress {
  const found = journey.days[day - 1];
  if (!found) throw new DomainError('invalid', aiMessages.dayInvalid);
  return found;
}

/** The mentor talks about open days only: a locked day answers 409 with the journey's own message. */
export function assertDayOpen(journey: JourneyState, day: number): void {
  if (!dayIsOpen(journey, day)) throw new DomainError('conflict', journeyMessages.locked(day), 'day_locked');
}

const reflectionFor = (context: MentorContext, text: string) =>
  context.shareReflections ? text.slice(0, 5000) : '';

function questionnaireAnswers(progress: DayProgress): s.QuestionnaireAnswer[] {
  if (!progress.questionnaire) return [];
  const questions = questionsForDay(progress.day);
  return progress.questionnaire.responses.flatMap((response) => {
    const question = questions.find((entry) => entry.id === response.questionId);
    if (!question) return [];
    const answers = response.selectedOptions.flatMap((optionId) => {
      const option = question.options.find((entry) => entry.id === optionId);
      return option ? [{ text: option.text, value: option.value }] : [];
    });
    return answers.length > 0 ? [{ questionId: question.id, question: question.text, answers }] : [];
  });
}

export function dayProgressInput(context: MentorContext, day: number): s.DayProgressInput {
  const progress = dayState(context.journey, day);
  return {
    tasks: fixtureDay(day).tasks.map((task) => ({
      id: task.id,
      title: task.title,
      completed: progress.tasks[task.id] === true,
    })),
    reflectionText: reflectionFor(context, progress.reflection),
    audioPlayed: progress.audioPlayed,
    questionnaire: questionnaireAnswers(progress).slice(0, 10),
    completed: dayIsCompleted(progress),
  };
}

/** Earlier days the user has touched, oldest first (at most `limit`, the most recent ones). */
export function previousDays(context: MentorContext, day: number, limit = 21): s.PreviousDay[] {
  return context.journey.days
    .filter((progress) => progress.day < day && progress.updatedAt !== null)
    .slice(-limit)
    .map((progress) => ({
      dayNumber: progress.day,
      title: fixtureDay(progress.day).title,
      reflectionText: reflectionFor(context, progress.reflection),
      audioPlayed: progress.audioPlayed,
      tasksCompleted: Math.min(tasksDone(progress), TASKS_PER_DAY),
      totalTasks: TASKS_PER_DAY,
      completed: dayIsCompleted(progress),
    }));
}

/** The day-completion counter of spec §4 (tasks, audio, reflection), 0-100: it decides the cards (spec §9). */
export function dayCompletion(context: MentorContext, day: number): number {
  return dailyChallengePercent(dayState(context.journey, day));
}

export function dayTaskCounts(context: MentorContext, day: number) {
  const progress = dayState(context.journey, day);
  const completedTasks = Math.min(tasksDone(progress), TASKS_PER_DAY);
  return {
    completedTasks,
    totalTasks: TASKS_PER_DAY,
    completionPercentage: Math.round((completedTasks / TASKS_PER_DAY) * 100),
  };
}

export function savedReflection(context: MentorContext, day: number): string {
  return reflectionFor(context, dayState(context.journey, day).reflection);
}
