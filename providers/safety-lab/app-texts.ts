import {
  meditations,
  personas,
  programme,
  questionnaireQuestions,
  quizQuestions,
  taskGuides,
  weeklyChallengeTemplates,
} from '@detox/fixtures';
import { demoReflections } from '@detox/fixtures/demo-reflections';
import { stringsIn } from '../src/ai/safety/policy.ts';

/**
 * Ordinary text the app itself shows and people echo or pick: the 21 days, the meditations, the task guides, the
 * questionnaire and quiz with their answers, the weekly challenges and the demo reflections, whole and sentence by
 * sentence. Never a crisis, never someone at risk. For the crisis model's training and the detectors' tests only
 * (the providers' runtime does not import @detox/fixtures).
 */
export function appOwnTexts(): string[] {
  const fixtures = [
    programme,
    meditations,
    taskGuides,
    questionnaireQuestions,
    quizQuestions,
    personas,
    weeklyChallengeTemplates,
    demoReflections,
  ];
  return stringsIn(fixtures).flatMap((text) => [text, ...text.split(/(?<=[.!?])\s+|\n+/)]);
}
