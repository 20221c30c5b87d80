import { loginStrings as text } from './strings.ts';

/** The brand panel beside the form on wide screens (spec §2); phones go straight to the form. */
export function LoginHero() {
  return (
    <aside
      aria-label={text.hero.title}
      css={(theme) => ({
        display: 'none',
        '@media (min-width: 900px)': {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: theme.space.lg,
          padding: theme.space.xxl,
          borderRadius: theme.radii.lg,
          color: theme.colors.onPrimary,
          background: `linear-gradient(155deg, ${theme.colors.primary} 0%, #0f3d39 100%)`,
        },
      })}
    >
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl, fontWeight: 800, lineHeight: 1.15 })}>
        {text.hero.title}
      </p>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>{text.hero.subtitle}</p>
      <ul
        css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.sm })}
      >
        {text.hero.points.map((point) => (
          <li key={point} css={{ display: 'flex', gap: 8 }}>
            <span aria-hidden="true" css={(theme) => ({ color: theme.colors.accent })}>
              ✓
            </span>
            {point}
          </li>
        ))}
      </ul>
    </aside>
  );
}
