import { howItWorks, salesArticle } from '@detox/fixtures/marketing';
import { Section } from '../../shared/marketing/section.tsx';

/** 'Como funciona': the numbered steps from purchase to the weekly challenges. */
export function HowItWorks() {
  return (
    <Section id="como-funciona" title={salesArticle.sectionTitles.howItWorks}>
      <ol
        css={(theme) => ({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md })}
      >
        {howItWorks.map((step) => (
          <li key={step.step} css={(theme) => ({ display: 'flex', gap: theme.space.md })}>
            <span
              aria-hidden="true"
              css={(theme) => ({
                flexShrink: 0,
                width: '40px',
                height: '40px',
                borderRadius: theme.radii.pill,
                display: 'grid',
                placeItems: 'center',
                background: theme.colors.primary,
                color: theme.colors.onPrimary,
                fontWeight: 800,
              })}
            >
              {step.step}
            </span>
            <span>
              <strong css={{ display: 'block' }}>{step.title}</strong>
              {step.description}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
