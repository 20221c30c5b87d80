import { buttonStyles } from '../../shared/button-styles.ts';
import { BuyButton } from '../../shared/marketing/button-link.tsx';
import { quizStrings as text } from './strings.ts';

const PILL_COLOURS = {
  red: { background: '#b42318', color: '#ffffff' },
  amber: { background: '#f4c77b', color: '#1d2b2a' },
  green: { background: '#0b5e57', color: '#ffffff' },
} as const;

/**
 * The result screen's frame: persona, need level with its coloured pill, recommendations and the buy button.
 * quiz-result.ts fills the `data-result-*` slots from the fixtures' scoring once the last answer is in.
 */
export function QuizResultPanel({ buyLabel }: { buyLabel: string }) {
  return (
    <section data-quiz-result="" hidden aria-labelledby="resultado-titulo">
      <p
        css={(theme) => ({
          margin: 0,
          fontWeight: 700,
          color: theme.colors.accentStrong,
          textTransform: 'uppercase',
          fontSize: theme.fontSizes.sm,
          letterSpacing: '0.04em',
        })}
      >
        {text.resultEyebrow}
      </p>
      <h1
        id="resultado-titulo"
        tabIndex={-1}
        data-result-persona=""
        css={(theme) => ({ fontSize: theme.fontSizes.xxl, outline: 'none', marginTop: theme.space.xs })}
      >
        {text.loadingResult}
      </h1>
      <p data-result-description="" />
      <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, marginTop: theme.space.lg })}>
        {text.needLevelHeading}
      </h2>
      <p>
        <span
          data-result-need=""
          css={(theme) => ({
            display: 'inline-block',
            padding: `${theme.space.xs} ${theme.space.md}`,
            borderRadius: theme.radii.pill,
            fontWeight: 800,
            ...Object.fromEntries(
              Object.entries(PILL_COLOURS).map(([pill, colours]) => [`&[data-pill="${pill}"]`, colours]),
            ),
          })}
        />
      </p>
      <p data-result-need-description="" />
      <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, marginTop: theme.space.lg })}>
        {text.recommendationsHeading}
      </h2>
      <ul
        data-result-recommendations=""
        css={(theme) => ({ paddingLeft: theme.space.lg, 'li + li': { marginTop: theme.space.sm } })}
      />
      <div
        css={(theme) => ({
          marginTop: theme.space.xl,
          padding: theme.space.lg,
          borderRadius: theme.radii.lg,
          background: theme.colors.surface,
          boxShadow: theme.shadows.card,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: theme.space.md,
          textAlign: 'center',
        })}
      >
        <p css={{ margin: 0 }}>{text.buyLead}</p>
        <BuyButton>{buyLabel}</BuyButton>
        <button type="button" data-quiz-restart="" css={(theme) => buttonStyles(theme, 'ghost')}>
          {text.restart}
        </button>
      </div>
    </section>
  );
}
