import { sharedStrings } from '../../shared/strings.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { LeafIcon } from '../../shared/status-icons.tsx';
import { appShellStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = appShellStrings.landing;

/** /app for a visitor who is not signed in: the landing view, with the way to /login (spec §2). */
export function ShellLanding() {
  return (
    <PageShell title={sharedStrings.productName} centered>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
        <span css={(theme) => ({ color: theme.colors.primary })}>
          <LeafIcon />
        </span>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl, margin: 0 })}>{text.title}</h1>
        <p css={(theme) => ({ color: theme.colors.textMuted, maxWidth: '30rem' })}>{text.body}</p>
        <Row justify="center">
          <LinkButton to="/login">{text.signIn}</LinkButton>
          <LinkButton to="/" variant="secondary">
            {text.learnMore}
          </LinkButton>
        </Row>
      </div>
    </PageShell>
  );
}
