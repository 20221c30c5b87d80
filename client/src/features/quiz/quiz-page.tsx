import { ServedAsDocument } from '../../shared/static-page/served-as-document.tsx';
import { QuizScreen } from './quiz-screen.tsx';

const enhance = () => import('./quiz-enhance.ts');

/** /quiz inside the SPA; the server normally answers it with the prerendered quiz. */
export function QuizPage() {
  return (
    <ServedAsDocument enhance={enhance}>
      <QuizScreen />
    </ServedAsDocument>
  );
}
