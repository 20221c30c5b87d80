import { useId } from 'react';
import { dashboardStrings } from './strings.ts';

const text = dashboardStrings.howItWorks;

/** The 'how it works' box: sequential unlocking, personalised content, progress saved automatically. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        background: theme.colors.primarySoft,
      })}
    >
      <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.primary })}>
        {text.title}
      </h2>
      <ol
        css={(theme) => ({
          margin: 0,
          padding: 0,
          listStyle: 'none',
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        })}
      >
        {text.items.map((item, index) => (
          <li key={item.title} css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
            <span
              aria-hidden="true"
              css={(theme) => ({
                flex: '0 0 auto',
                display: 'inline-grid',
                placeItems: 'center',
                width: 28,
                height: 28,
                borderRadius: theme.radii.pill,
                background: theme.colors.primary,
                color: theme.colors.onPrimary,
                fontWeight: 700,
                fontSize: theme.fontSizes.sm,
              })}
            >
              {index + 1}
            </span>
            <span>
              <strong css={{ display: 'block' }}>{item.title}</strong>
              <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                {item.text}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
