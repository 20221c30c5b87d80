import type { TitledText } from '@detox/fixtures/marketing';

/** Benefits or pain points: a title in bold and one sentence, with a leading mark. */
export function BenefitList({ items, mark = '✓' }: { items: readonly TitledText[]; mark?: string }) {
  return (
    <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md })}>
      {items.map((item) => (
        <li key={item.title} css={(theme) => ({ display: 'flex', gap: theme.space.md })}>
          <span
            aria-hidden="true"
            css={(theme) => ({
              flexShrink: 0,
              width: '32px',
              height: '32px',
              borderRadius: theme.radii.pill,
              display: 'grid',
              placeItems: 'center',
              background: theme.colors.primarySoft,
              color: theme.colors.primary,
              fontWeight: 800,
            })}
          >
            {mark}
          </span>
          <span>
            <strong css={{ display: 'block' }}>{item.title}</strong>
            {item.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
