import { QUIZ_PATH } from '@detox/server/contracts/sales-pages';
import { salesArticle } from '@detox/fixtures/marketing';
import { ButtonLink } from '../../shared/marketing/button-link.tsx';
import { salesStrings as text } from './strings.ts';

/** The sticky header of the sales article: brand, a short hook and 'Fazer Teste Rápido'. */
export function SalesHeader() {
  return (
    <header
      css={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: 'rgba(255, 255, 255, 0.97)',
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <div
        css={(theme) => ({
          maxWidth: '64rem',
          margin: '0 auto',
          minHeight: theme.sizes.header,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.md,
          padding: `${theme.space.xs} max(${theme.space.md}, env(safe-area-inset-left))`,
        })}
      >
        <span
          css={(theme) => ({
            fontWeight: 800,
            color: theme.colors.primary,
            lineHeight: 1.2,
            fontSize: 'clamp(0.875rem, 3.6vw, 1.125rem)',
          })}
        >
          {text.brand}
        </span>
        <span
          css={(theme) => ({
            display: 'none',
            color: theme.colors.textMuted,
            '@media (min-width: 769px)': { display: 'inline', marginLeft: 'auto' },
          })}
        >
          {salesArticle.stickyHeader.text}
        </span>
        <ButtonLink href={QUIZ_PATH} variant="secondary" css={{ padding: '0 14px', flexShrink: 0 }}>
          {salesArticle.stickyHeader.button}
        </ButtonLink>
      </div>
    </header>
  );
}
