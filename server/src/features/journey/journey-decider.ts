import { programmeDay, validateQuestionnaireAnswers, WEEKLY_CHALLENGE_UNLOCK_DAYS } from '@detox/fixtures';
import {
  AUDIO_PLAYED_THRESHOLD,
  type DayProgress,
  dayIsCompleted,
  dayIsOpen,
  evolveJourney,
  initialJourney,
  type JourneyEvent,
  journeyEventTypes,
  type JourneyState,
  missingForCompletion,
  type QuestionnaireAnswer,
  weeklyChallengeUnlocked,
} from '@detox/projections';
import { type Decider } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { journeyMessages } from './messages.ts';

export type JourneyCommand =
  | { type: 'SetTask'; day: number; taskId: string; completed: boolean }
  | { type: 'SaveReflection'; day: number; text: string }
  | { type: 'ReportAudio'; day: number; listenedFraction: number; audioPlayed: boolean }
  | { type: 'AnswerQuestionnaire'; day: number; responses: QuestionnaireAnswer[] }
  | { type: 'CompleteDay'; day: number }
  | {
      type: 'GenerateWeeklyChallenge';
      week: number;
      title: string;
      tasks: { taskId: string; title: string; description: string }[];
    }
  | { type: 'SetWeeklyTask'; week: number; taskId: string; completed: boolean }
  | { type: 'RestartJourney' };

function openDay(state: JourneyState, day: number): DayProgress {
  const progress = state.days[day - 1];
  if (!progress || !dayIsOpen(state, day))
    throw new DomainError('conflict', journeyMessages.locked(day), 'day_locked');
  return progress;
}

/** An open day that is not completed yet: completed days are kept as they were. */
function editableDay(state: JourneyState, day: number): DayProgress {
  const progress = openDay(state, day);
  if (dayIsCompleted(progress))
    throw new DomainError('conflict', journeyMessages.alreadyCompleted(day), 'day_completed');
  return progress;
}

function decideAudio(
  state: JourneyState,
  command: Extract<JourneyCommand, { type: 'ReportAudio' }>,
): JourneyEvent[] {
  const progress = editableDay(state, command.day);
  const listened = Math.max(progress.audioListened, command.listenedFraction);
  if (command.audioPlayed && listened < AUDIO_PLAYED_THRESHOLD) {
    throw new DomainError('unmet', journeyMessages.audioBelowThreshold, 'audio_threshold');
  }
  const events: JourneyEvent[] = [];
  if (command.listenedFraction > progress.audioListened) {
    events.push({ type: 'AudioListened', data: { day: command.day, fraction: command.listenedFraction } });
  }
  if (command.audioPlayed && !progress.audioPlayed)
    events.push({ type: 'AudioMarkedPlayed', data: { day: command.day } });
  return events;
}

function decideCompletion(state: JourneyState, day: number): JourneyEvent[] {
  const progress = openDay(state, day);
  if (dayIsCompleted(progress)) return [];
  const missing = missingForCompletion(progress);
  if (missing.length === 0) return [{ type: 'DayCompleted', data: { day } }];
  const others = missing.flatMap((part) =>
    part === 'questionnaire' ? [] : [journeyMessages.missingParts[part]],
  );
  if (others.length === 0)
    throw new DomainError('unmet', journeyMessages.questionnaireMissing, 'questionnaire_missing');
  throw new DomainError('unmet', journeyMessages.notReady(day, others), 'day_not_ready');
}

function unlockedWeek(state: JourneyState, week: number) {
  if (!weeklyChallengeUnlocked(state, week)) {
    throw new DomainError(
      'conflict',
      journeyMessages.weekLocked(week, WEEKLY_CHALLENGE_UNLOCK_DAYS[week - 1] ?? 21),
      'week_locked',
    );
  }
}

/** The rules of the 21-day programme, enforced on the server. Pure: state and command in, events out. */
export const journeyDecider: Decider<JourneyState, JourneyCommand, JourneyEvent> = {
  eventTypes: journeyEventTypes,
  initialState: initialJourney,
  evolve: evolveJourney,
  decide(command, state): JourneyEvent[] {
    switch (command.type) {
      case 'SetTask': {
        const progress = editableDay(state, command.day);
        const known = programmeDay(command.day)?.tasks.some((task) => task.id === command.taskId) ?? false;
        if (!known)
          throw new DomainError(
            'unmet',
            journeyMessages.taskNotInDay(command.taskId, command.day),
            'unknown_task',
          );
        if ((progress.tasks[command.taskId] ?? false) === command.completed) return [];
        return [
          {
            type: 'TaskCompletionSet',
            data: { day: command.day, taskId: command.taskId, completed: command.completed },
          },
        ];
      }
      case 'SaveReflection': {
        const progress = editableDay(state, command.day);
        if (progress.reflection === command.text) return [];
        return [{ type: 'ReflectionSaved', data: { day: command.day, text: command.text } }];
      }
      case 'ReportAudio':
        return decideAudio(state, command);
      case 'AnswerQuestionnaire': {
        editableDay(state, command.day);
        const errors = validateQuestionnaireAnswers(command.day, command.responses);
        if (errors.length > 0) throw new DomainError('unmet', errors.join(' '), 'invalid_questionnaire');
        return [{ type: 'QuestionnaireAnswered', data: { day: command.day, responses: command.responses } }];
      }
      case 'CompleteDay':
        return decideCompletion(state, command.day);
      case 'GenerateWeeklyChallenge': {
        unlockedWeek(state, command.week);
        if (state.weeklyChallenges.some((challenge) => challenge.week === command.week)) return [];
        return [
          {
            type: 'WeeklyChallengeGenerated',
            data: { week: command.week, title: command.title, tasks: command.tasks },
          },
        ];
      }
      case 'SetWeeklyTask': {
        unlockedWeek(state, command.week);
        const challenge = state.weeklyChallenges.find((candidate) => candidate.week === command.week);
        if (!challenge)
          throw new DomainError(
            'conflict',
            journeyMessages.weekNotGenerated(command.week),
            'week_not_generated',
          );
        const task = challenge.tasks.find((candidate) => candidate.taskId === command.taskId);
        if (!task)
          throw new DomainError(
            'unmet',
            journeyMessages.weeklyTaskUnknown(command.taskId, command.week),
            'unknown_task',
          );
        if (task.completed === command.completed) return [];
        return [
          {
            type: 'WeeklyChallengeTaskSet',
            data: { week: command.week, taskId: command.taskId, completed: command.completed },
          },
        ];
      }
      case 'RestartJourney':
        return [{ type: 'JourneyRestarted', data: {} }];
    }
  },
};
