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

let flow: QuizFlow = startQuiz();
let advancing = false;
// The scoring (fixtures, zod) is fetched while the visitor answers, not before the first paint.
let scoring: Promise<QuizResultModule> | undefined;
const loadScoring = () => (scoring ??= import('./quiz-result.ts'));

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
  const { showQuizResult } = await loadScoring();
  showQuizResult(resultPanel, answersForScoring(flow));
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
  void loadScoring();
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
back?.addEventListener('click', () => {
  flow = goBack(flow);
  showQuestion(true);
});
resultPanel?.querySelector('[data-quiz-restart]')?.addEventListener('click', () => {
  flow = startQuiz();
  resultPanel.hidden = true;
  if (questionsBox) questionsBox.hidden = false;
  showQuestion(true);
});
