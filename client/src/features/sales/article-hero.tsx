import { salesArticle } from '@detox/fixtures/marketing';

const serif = 'Georgia, "Noto Serif", "Times New Roman", serif';

/** The news-article opening: advertising label, category, headline, lede and byline. */
export function ArticleHero() {
  return (
    <header css={(theme) => ({ paddingTop: theme.space.lg })}>
      <p
        css={(theme) => ({
          display: 'flex',
          gap: theme.space.sm,
          alignItems: 'center',
          fontSize: theme.fontSizes.sm,
          margin: `0 0 ${theme.space.sm}`,
        })}
      >
        <span
          css={(theme) => ({
            padding: '2px 8px',
            borderRadius: theme.radii.sm,
            border: `1px solid ${theme.colors.controlBorder}`,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          })}
        >
          {salesArticle.advertisingLabel}
        </span>
        <span css={(theme) => ({ color: theme.colors.accentStrong, fontWeight: 700 })}>
          {salesArticle.category}
        </span>
      </p>
      <h1
        css={(theme) => ({
          fontFamily: serif,
          fontSize: 'clamp(1.6rem, 5.4vw, 2.5rem)',
          lineHeight: 1.18,
          margin: `0 0 ${theme.space.md}`,
        })}
      >
        {salesArticle.headline}
      </h1>
      <p
        css={(theme) => ({
          fontSize: `clamp(1.0625rem, 4.4vw, ${theme.fontSizes.lg})`,
          color: theme.colors.textMuted,
        })}
      >
        {salesArticle.lede}
      </p>
      <p
        css={(theme) => ({
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
          borderTop: `1px solid ${theme.colors.border}`,
          paddingTop: theme.space.sm,
        })}
      >
        {salesArticle.byline} · {salesArticle.readingTime}
      </p>
    </header>
  );
}
