import { demoJourney, TOTAL_DAYS } from '@detox/fixtures';
import { evolveJourney, initialJourney, isJourneyEvent, type JourneyState } from '@detox/projections';
import { storedEvents } from '@detox/projections/projection-spec';
import {
  coachingInputSchema,
  dayContentInputSchema,
  insightsInputSchema,
  progressAnalysisInputSchema,
} from '@detox/providers/ai/schemas';
import { describe, expect, it } from 'vitest';
import {
  dayCompletion,
  dayProgressInput,
  type MentorContext,
  previousDays,
  profileOf,
  programmeDayInput,
} from './inputs.ts';

function finishedJourney(): JourneyState {
  const given = demoJourney('finished')
    .events.filter((event) => event.stream === 'journey')
    .map((event) => ({ streamId: 'journey-demo', type: event.type, data: event.data }));
  return storedEvents(given).filter(isJourneyEvent).reduce(evolveJourney, initialJourney());
}

describe('provider inputs from the fixtures and the journey', () => {
  const journey = finishedJourney();
  const context = (shareReflections: boolean): MentorContext => ({
    name: 'Ana Souza',
    journey,
    shareReflections,
  });

  it.each(Array.from({ length: TOTAL_DAYS }, (_, index) => index + 1))(
    'day %i: every input passes the provider schemas',
    (day) => {
      const shared = context(true);
      const base = {
        profile: profileOf(shared),
        day: programmeDayInput(day),
        progress: dayProgressInput(shared, day),
        previousDays: previousDays(shared, day),
      };
      expect(coachingInputSchema.safeParse(base).error).toBeUndefined();
      expect(progressAnalysisInputSchema.safeParse(base).error).toBeUndefined();
      expect(
        dayContentInputSchema.safeParse({ ...base, progressPercentage: dayCompletion(shared, day) }).error,
      ).toBeUndefined();
      expect(
        insightsInputSchema.safeParse({
          dayNumber: day,
          day: base.day,
          reflectionText: base.progress.reflectionText,
          mood: 'neutro',
          profile: base.profile,
          questionnaireToday: base.progress.questionnaire,
          previousDays: previousDays(shared, day, 3),
          progressSummary: { completedTasks: 0, totalTasks: 105, progressPercentage: 0 },
        }).error,
      ).toBeUndefined();
      // The finished demo did everything: the server's record says so.
      expect(base.progress.tasks.every((task) => task.completed)).toBe(true);
      expect(base.progress.questionnaire.length).toBeGreaterThan(0);
      expect(base.previousDays).toHaveLength(day - 1);
    },
  );

  it('leaves every reflection out without the ai_reflections consent', () => {
    const withConsent = context(true);
    const without = context(false);
    expect(dayProgressInput(withConsent, 5).reflectionText.length).toBeGreaterThan(20);
    expect(dayProgressInput(without, 5).reflectionText).toBe('');
    expect(previousDays(without, 10).every((day) => day.reflectionText === '')).toBe(true);
    expect(previousDays(withConsent, 10).some((day) => day.reflectionText !== '')).toBe(true);
  });

  it('falls back to the spec’s default profile and name', () => {
    const profile = profileOf({ name: '  ', journey, shareReflections: false });
    expect(profile.name).toBe('Usuário');
    expect(profile.preferences.timeAvailable).toBe(30);
  });
});
