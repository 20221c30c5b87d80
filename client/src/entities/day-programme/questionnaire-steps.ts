import type { QuestionnaireQuestion } from '@detox/fixtures/schema';

/** questionId → the option ids picked. */
export type QuestionnaireAnswers = Readonly<Record<string, readonly string[]>>;

/** spec §5: a single-choice question replaces the pick, a multiple-choice one toggles it. */
export function pickOption(
  question: QuestionnaireQuestion,
  answers: QuestionnaireAnswers,
  optionId: string,
): QuestionnaireAnswers {
  const picked = answers[question.id] ?? [];
  if (question.type === 'single') return { ...answers, [question.id]: [optionId] };
  const toggled = picked.includes(optionId) ? picked.filter((id) => id !== optionId) : [...picked, optionId];
  return { ...answers, [question.id]: toggled };
}

/** spec §5: next is disabled until the current question has at least one option. */
export function canAdvance(question: QuestionnaireQuestion, answers: QuestionnaireAnswers): boolean {
  return (answers[question.id] ?? []).length > 0;
}

/** The answers in the order of the questions, as the save call takes them. */
export function toResponses(questions: readonly QuestionnaireQuestion[], answers: QuestionnaireAnswers) {
  return questions.map((question) => ({
    questionId: question.id,
    selectedOptions: [...(answers[question.id] ?? [])],
  }));
}

/** Answers already stored on the server, to start the dialog from. */
export function answersFrom(
  responses: readonly { questionId: string; selectedOptions: readonly string[] }[],
): QuestionnaireAnswers {
  return Object.fromEntries(responses.map((response) => [response.questionId, response.selectedOptions]));
}
