// The quiz's only script: one question at a time, auto-advance after a pick, Back, and the result.
import {
  answersForScoring,
  canGoBack,
  goBack,
  isFinished,
  pickOption,
  QUIZ_TIMING,
  type QuizFlow,
  startQuiz,
} from './quiz-flow.ts';
import type * as QuizResultModule from './quiz-result.ts';
import { quizStrings as text } from './strings.ts';

type QuizResultModule = typeof QuizResultModule;

const questions = [...document.querySelectorAll<HTMLElement>('[data-question]')];
const questionIds = questions.map((section) => section.dataset.question ?? '');
const questionsBox = document.querySelector<HTMLElement>('[data-quiz-questions]');
const resultPanel = document.querySelector<HTMLElement>('[data-quiz-result]');
const back = document.querySelector<HTMLButtonElement>('[data-quiz-back]');
const progressText = document.querySelector('[data-quiz-progress-text]');
const progressBar = document.querySelector<HTMLElement>('[data-quiz-progress-bar]');
const loadError = document.querySelector<HTMLElement>('[data-quiz-load-error]');

let flow: QuizFlow = startQuiz();
let advancing = false;
// The scoring (fixtures, zod) is fetched while the visitor answers, not before the first paint.
let scoring: Promise<QuizResultModule> | undefined;
// A failed download is forgotten, so the next try fetches it again.
const loadScoring = () =>
  (scoring ??= import('./quiz-result.ts').catch((error: unknown) => {
    scoring = undefined;
    throw error;
  }));

function showQuestion(moveFocus: boolean): void {
  questions.forEach((section, index) => {
    section.hidden = index !== flow.index;
    for (const option of section.querySelectorAll('[data-option]')) {
      option.setAttribute(
        'aria-pressed',
        String(flow.answers[questionIds[index] ?? ''] === option.getAttribute('data-option')),
      );
    }
  });
  if (back) back.disabled = !canGoBack(flow);
  if (progressText) progressText.textContent = text.progress(flow.index + 1, questions.length);
  if (progressBar) progressBar.style.transform = `scaleX(${(flow.index + 1) / questions.length})`;
  if (moveFocus) questions[flow.index]?.querySelector<HTMLElement>('h2')?.focus();
}

async function showResult(): Promise<void> {
  if (!questionsBox || !resultPanel) return;
  let module: QuizResultModule;
  try {
    module = await loadScoring();
  } catch {
    // The last answer is kept: "Tentar novamente" asks for the result again.
    if (loadError) loadError.hidden = false;
    loadError?.querySelector<HTMLElement>('[data-quiz-retry]')?.focus();
    return;
  }
  if (loadError) loadError.hidden = true;
  module.showQuizResult(resultPanel, answersForScoring(flow));
  questionsBox.hidden = true;
  resultPanel.hidden = false;
  resultPanel.querySelector<HTMLElement>('h1')?.focus();
}

function onPick(section: HTMLElement, option: HTMLElement): void {
  if (advancing || section.hidden) return;
  const optionId = option.dataset.option;
  if (optionId === undefined) return;
  advancing = true;
  for (const other of section.querySelectorAll('[data-option]'))
    other.setAttribute('aria-pressed', String(other === option));
  // Fetched ahead; a failure here is met again, and shown, at the result.
  loadScoring().catch(() => undefined);
  window.setTimeout(() => {
    advancing = false;
    flow = pickOption(flow, questionIds, optionId);
    if (isFinished(flow, questionIds)) void showResult();
    else showQuestion(true);
  }, QUIZ_TIMING.autoAdvanceMs);
}

for (const section of questions) {
  section.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[data-option]');
    if (option) onPick(section, option);
  });
}
loadError?.querySelector('[data-quiz-retry]')?.addEventListener('click', () => {
  void showResult();
});
back?.addEventListener('click', () => {
  if (loadError) loadError.hidden = true;
  flow = goBack(flow);
  showQuestion(true);
});
resultPanel?.querySelector('[data-quiz-restart]')?.addEventListener('click', () => {
  flow = startQuiz();
  resultPanel.hidden = true;
  if (questionsBox) questionsBox.hidden = false;
  showQuestion(true);
});
