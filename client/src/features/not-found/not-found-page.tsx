import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { notFoundStrings as text } from './strings.ts';

export function NotFoundPage() {
  return (
    <PageShell title={text.documentTitle} centered>
      <h1 css={{ margin: 0 }}>
        <span
          css={(theme) => ({
            display: 'block',
            fontSize: theme.fontSizes.display,
            fontWeight: 800,
            color: theme.colors.primary,
            lineHeight: 1,
          })}
        >
          {text.code}
        </span>
        <span
          lang="en"
          css={(theme) => ({ display: 'block', marginTop: theme.space.md, fontSize: theme.fontSizes.xl })}
        >
          {text.message}
        </span>
      </h1>
      <p css={(theme) => ({ marginTop: theme.space.xl })}>
        <LinkButton to="/">{text.homeLink}</LinkButton>
      </p>
    </PageShell>
  );
}
