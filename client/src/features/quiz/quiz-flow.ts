/**
 * The quiz's navigation (spec §2, §4, §9): one question at a time, a pick is stored and moves on by itself
 * about 120 ms later with a 180 ms transition; Back is disabled on the first question. Multiple-choice
 * questions behave as single pick. Pure: the DOM code in quiz-enhance.ts follows the state it returns.
 */
export const QUIZ_TIMING = { autoAdvanceMs: 120, transitionMs: 180 } as const;

export interface QuizFlow {
  /** Question shown (0-based); equal to the question count once every answer is in (the result). */
  index: number;
  /** Question id → the one picked option id. */
  answers: Readonly<Record<string, string>>;
}

export const startQuiz = (): QuizFlow => ({ index: 0, answers: {} });

/** Stores a pick for the shown question and moves to the next one (or to the result after the last). */
export function pickOption(flow: QuizFlow, questionIds: readonly string[], optionId: string): QuizFlow {
  const questionId = questionIds[flow.index];
  if (questionId === undefined) return flow;
  return { index: flow.index + 1, answers: { ...flow.answers, [questionId]: optionId } };
}

export const canGoBack = (flow: QuizFlow) => flow.index > 0;

/** One question back, keeping the answer given there (shown as picked). */
export const goBack = (flow: QuizFlow): QuizFlow =>
  canGoBack(flow) ? { ...flow, index: flow.index - 1 } : flow;

export const isFinished = (flow: QuizFlow, questionIds: readonly string[]) =>
  questionIds.every((id) => flow.answers[id] !== undefined) && flow.index >= questionIds.length;

/** The answers in the shape the fixtures' scoreQuiz expects (question id → option ids). */
export const answersForScoring = (flow: QuizFlow): Record<string, string[]> =>
  Object.fromEntries(Object.entries(flow.answers).map(([questionId, optionId]) => [questionId, [optionId]]));

/** Under 640 px wide only 3 recommendations show (spec §2, §9). */
export const NARROW_SCREEN_QUERY = '(max-width: 639.98px)';
export const NARROW_SCREEN_RECOMMENDATIONS = 3;
