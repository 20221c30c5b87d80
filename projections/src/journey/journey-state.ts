import { TASKS_PER_DAY, TOTAL_DAYS } from '@detox/fixtures';
import type { StoredEvent } from '../envelope.ts';
import { eventTypesOf, isEventIn, type JourneyEvent, type Stored } from '../events/catalogue.ts';

/** One questionnaire answer, as stored. */
export interface QuestionnaireAnswer {
  questionId: string;
  selectedOptions: string[];
}

export interface DayProgress {
  day: number;
  /** taskId → done. */
  tasks: Record<string, boolean>;
  reflection: string;
  /** The largest fraction of the day's audio the client reported as listened, 0–1. */
  audioListened: number;
  audioPlayed: boolean;
  questionnaire: { responses: QuestionnaireAnswer[]; completedAt: string } | null;
  completed: boolean;
  completedAt: string | null;
  updatedAt: string | null;
}

interface WeeklyChallengeTask {
  taskId: string;
  title: string;
  description: string;
  completed: boolean;
  completedAt: string | null;
}

export interface WeeklyChallengeState {
  week: number;
  title: string;
  tasks: WeeklyChallengeTask[];
  generatedAt: string;
}

/** The whole 21-day journey of one subscriber: the fold of the journey-{userId} stream. */
export interface JourneyState {
  days: DayProgress[];
  weeklyChallenges: WeeklyChallengeState[];
  restarts: number;
  startedAt: string | null;
  updatedAt: string | null;
}

export function emptyDay(day: number): DayProgress {
  return {
    day,
    tasks: {},
    reflection: '',
    audioListened: 0,
    audioPlayed: false,
    questionnaire: null,
    completed: false,
    completedAt: null,
    updatedAt: null,
  };
}

export function initialJourney(): JourneyState {
  return {
    days: Array.from({ length: TOTAL_DAYS }, (_, index) => emptyDay(index + 1)),
    weeklyChallenges: [],
    restarts: 0,
    startedAt: null,
    updatedAt: null,
  };
}

function withDay(
  state: JourneyState,
  day: number,
  at: string,
  change: (progress: DayProgress) => DayProgress,
) {
  return {
    ...state,
    startedAt: state.startedAt ?? at,
    updatedAt: at,
    days: state.days.map((progress) =>
      progress.day === day ? { ...change(progress), updatedAt: at } : progress,
    ),
  };
}

function withWeek(
  state: JourneyState,
  week: number,
  change: (challenge: WeeklyChallengeState) => WeeklyChallengeState,
) {
  return {
    ...state,
    weeklyChallenges: state.weeklyChallenges.map((challenge) =>
      challenge.week === week ? change(challenge) : challenge,
    ),
  };
}

/** Pure: the journey after one event. Events set absolute state, so applying one twice changes nothing more. */
export function evolveJourney(state: JourneyState, event: Stored<JourneyEvent>): JourneyState {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'TaskCompletionSet': {
      const { data } = event;
      return withDay(state, data.day, at, (day) => ({
        ...day,
        tasks: { ...day.tasks, [data.taskId]: data.completed },
      }));
    }
    case 'ReflectionSaved': {
      const { data } = event;
      return withDay(state, data.day, at, (day) => ({ ...day, reflection: data.text }));
    }
    case 'AudioListened': {
      const { data } = event;
      return withDay(state, data.day, at, (day) => ({
        ...day,
        audioListened: Math.max(day.audioListened, data.fraction),
      }));
    }
    case 'AudioMarkedPlayed':
      return withDay(state, event.data.day, at, (day) => ({ ...day, audioPlayed: true }));
    case 'QuestionnaireAnswered': {
      const { data } = event;
      return withDay(state, data.day, at, (day) => ({
        ...day,
        questionnaire: { responses: data.responses, completedAt: at },
      }));
    }
    case 'DayCompleted':
      return withDay(state, event.data.day, at, (day) => ({
        ...day,
        completed: true,
        completedAt: day.completedAt ?? at,
      }));
    case 'WeeklyChallengeGenerated': {
      const { data } = event;
      const generated: WeeklyChallengeState = {
        week: data.week,
        title: data.title,
        generatedAt: at,
        tasks: data.tasks.map((task) => ({ ...task, completed: false, completedAt: null })),
      };
      const others = state.weeklyChallenges.filter((challenge) => challenge.week !== data.week);
      return {
        ...state,
        updatedAt: at,
        weeklyChallenges: [...others, generated].sort((a, b) => a.week - b.week),
      };
    }
    case 'WeeklyChallengeTaskSet': {
      const { data } = event;
      return withWeek({ ...state, updatedAt: at }, data.week, (challenge) => ({
        ...challenge,
        tasks: challenge.tasks.map((task) =>
          task.taskId === data.taskId
            ? { ...task, completed: data.completed, completedAt: data.completed ? at : null }
            : task,
        ),
      }));
    }
    case 'JourneyRestarted':
      return { ...initialJourney(), restarts: state.restarts + 1, updatedAt: at };
  }
}

/** Every event type of the journey stream: what evolveJourney folds. */
export const journeyEventTypes = eventTypesOf('journey');

/** Narrows a stored event to the journey stream's union (by its type name). */
export const isJourneyEvent = (event: StoredEvent): event is Stored<JourneyEvent> =>
  isEventIn<JourneyEvent>(journeyEventTypes, event);

export { TASKS_PER_DAY };
