import { guarantee } from '@detox/fixtures/marketing';
import { marketingStrings as text } from './strings.ts';

/** The 'Dorme ou Devolve' guarantee, always beside the legal 7-day right of withdrawal. */
export function GuaranteeBox({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <aside
      aria-labelledby="garantia-titulo"
      id="garantia"
      css={(theme) => ({
        margin: `${theme.space.xl} 0`,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        border: `3px solid ${theme.colors.primary}`,
        background: theme.colors.surface,
      })}
    >
      <p
        css={(theme) => ({
          display: 'inline-block',
          margin: `0 0 ${theme.space.sm}`,
          padding: `${theme.space.xs} ${theme.space.md}`,
          borderRadius: theme.radii.pill,
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          fontWeight: 700,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {guarantee.badge}
      </p>
      <Heading id="garantia-titulo" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {guarantee.title}
      </Heading>
      <p>{guarantee.description}</p>
      <p>{guarantee.howToRequest}</p>
      <Sub css={(theme) => ({ fontSize: theme.fontSizes.md, marginTop: theme.space.lg })}>
        {guarantee.legalWithdrawal.title}
      </Sub>
      <p>{guarantee.legalWithdrawal.text}</p>
      <p css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {text.guaranteeLegalBasis}: {guarantee.legalWithdrawal.legalBasis}. {guarantee.note}
      </p>
    </aside>
  );
}
