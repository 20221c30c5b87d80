// Loaded on demand (after the first pick): the fixtures' scoring and copy, with zod, are ~30 KB gzip that
// the quiz's first paint does not need.
import { needLevelById, personaById } from '@detox/fixtures/quiz';
import { quizRecommendationsFor, scoreQuiz } from '@detox/fixtures/quiz-scoring';
import { NARROW_SCREEN_QUERY, NARROW_SCREEN_RECOMMENDATIONS } from './quiz-flow.ts';

function slot(panel: HTMLElement, name: string): HTMLElement {
  const element = panel.querySelector<HTMLElement>(`[data-result-${name}]`);
  if (element === null) throw new Error(`Resultado do teste sem o campo ${name}.`);
  return element;
}

/**
 * Scores the answers (persona, need level, pill colour) and fills the result panel. On screens under
 * 640 px only 3 recommendations show; the list follows the screen if it is turned or resized.
 */
export function showQuizResult(panel: HTMLElement, answers: Record<string, string[]>): void {
  const result = scoreQuiz(answers);
  const persona = personaById(result.personaId);
  const need = needLevelById(result.needLevel);
  slot(panel, 'persona').textContent = persona.name;
  slot(panel, 'description').textContent = persona.description;
  const pill = slot(panel, 'need');
  pill.textContent = need.label;
  pill.dataset.pill = result.pillColor;
  slot(panel, 'need-description').textContent = need.description;
  panel.dataset.persona = result.personaId;
  panel.dataset.needLevel = result.needLevel;

  const list = slot(panel, 'recommendations');
  const narrow = window.matchMedia(NARROW_SCREEN_QUERY);
  const renderRecommendations = () => {
    const count = narrow.matches ? NARROW_SCREEN_RECOMMENDATIONS : persona.recommendations.length;
    list.replaceChildren(
      ...quizRecommendationsFor(result, count).map((recommendation) => {
        const item = document.createElement('li');
        item.textContent = recommendation;
        return item;
      }),
    );
  };
  renderRecommendations();
  narrow.onchange = renderRecommendations;
}
