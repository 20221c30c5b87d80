import { keyframes, type Theme } from '@emotion/react';
import { salesArticle } from '@detox/fixtures/marketing';
import { quizQuestions } from '@detox/fixtures/quiz';
import { buttonStyles } from '../../shared/button-styles.ts';
import { PageColumn } from '../../shared/marketing/section.tsx';
import { QUIZ_TIMING } from './quiz-flow.ts';
import { QuizResultPanel } from './quiz-result-panel.tsx';
import { quizStrings as text } from './strings.ts';

const total = quizQuestions.length;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const optionStyles = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  minHeight: '52px',
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left' as const,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.35,
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `2px solid ${theme.colors.controlBorder}`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  touchAction: 'manipulation' as const,
  transition: `background-color ${QUIZ_TIMING.autoAdvanceMs}ms ease, border-color ${QUIZ_TIMING.autoAdvanceMs}ms ease`,
  '&:hover': { borderColor: theme.colors.primary },
  '&[aria-pressed="true"]': {
    borderColor: theme.colors.primary,
    background: theme.colors.primarySoft,
    fontWeight: 700,
  },
});

/**
 * The quiz (spec §2): every question is in the markup, one shown at a time by quiz-enhance.ts. Options are
 * buttons, so a pick is one press (mouse, touch, Enter or Space) and the quiz moves on by itself.
 */
export function QuizScreen() {
  return (
    <PageColumn as="main">
      <div css={(theme) => ({ padding: `${theme.space.lg} 0 ${theme.space.xxl}` })}>
        <div data-quiz-questions="">
          <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{text.title}</h1>
          <p css={(theme) => ({ color: theme.colors.textMuted })}>{text.intro}</p>
          <p
            data-quiz-progress-text=""
            css={(theme) => ({
              margin: `0 0 ${theme.space.xs}`,
              fontWeight: 700,
              color: theme.colors.primary,
            })}
          >
            {text.progress(1, total)}
          </p>
          <div
            aria-hidden="true"
            css={(theme) => ({
              height: '8px',
              borderRadius: theme.radii.pill,
              background: theme.colors.border,
              overflow: 'hidden',
              marginBottom: theme.space.lg,
            })}
          >
            <div
              data-quiz-progress-bar=""
              css={(theme) => ({
                height: '100%',
                background: theme.colors.primary,
                transform: `scaleX(${1 / total})`,
                transformOrigin: 'left',
                transition: `transform ${QUIZ_TIMING.transitionMs}ms ease`,
              })}
            />
          </div>
          {quizQuestions.map((question, index) => (
            <section
              key={question.id}
              data-question={question.id}
              hidden={index > 0}
              aria-labelledby={`pergunta-${question.id}`}
              css={{ animation: `${enter} ${QUIZ_TIMING.transitionMs}ms ease-out` }}
            >
              <h2
                id={`pergunta-${question.id}`}
                tabIndex={-1}
                css={(theme) => ({ fontSize: theme.fontSizes.lg, minHeight: '2.5em', outline: 'none' })}
              >
                {question.text}
              </h2>
              <div
                role="group"
                aria-labelledby={`pergunta-${question.id}`}
                css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
              >
                {question.options.map((option) => (
                  <button
                    key={option.id}
                    type="button"
                    data-option={option.id}
                    aria-pressed="false"
                    css={optionStyles}
                  >
                    {option.text}
                  </button>
                ))}
              </div>
            </section>
          ))}
          <noscript>
            <p>{text.noScript}</p>
          </noscript>
          {/* Shown by quiz-enhance.ts when the result's code did not arrive (a bad connection at the last answer). */}
          <div data-quiz-load-error="" role="alert" hidden css={(theme) => ({ marginTop: theme.space.lg })}>
            <p css={(theme) => ({ color: theme.colors.danger, fontWeight: 700 })}>{text.resultLoadError}</p>
            <button type="button" data-quiz-retry="" css={(theme) => buttonStyles(theme, 'primary')}>
              {text.retry}
            </button>
          </div>
          <button
            type="button"
            data-quiz-back=""
            disabled
            css={(theme) => [buttonStyles(theme, 'ghost'), { marginTop: theme.space.lg }]}
          >
            {text.back}
          </button>
        </div>
        <QuizResultPanel buyLabel={salesArticle.ctas.buy} />
      </div>
    </PageColumn>
  );
}
