import { salesArticle } from '@detox/fixtures/marketing';
import { salesStrings as text } from './strings.ts';

/** Footer: 'Faça login aqui' → /login, 'Saiba como funciona' → / (its 'Como funciona' part), disclaimer. */
export function SalesFooter({ year }: { year: number }) {
  const { footer } = salesArticle;
  const link = { display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: 700 } as const;
  return (
    <footer
      css={(theme) => ({
        marginTop: theme.space.xl,
        padding: `${theme.space.xl} max(${theme.space.md}, env(safe-area-inset-left)) calc(${theme.space.xxl} + 56px)`,
        background: theme.colors.text,
        color: '#e8efee',
        textAlign: 'center',
        a: { color: '#ffffff' },
        '@media (min-width: 769px)': { paddingBottom: theme.space.xl },
      })}
    >
      <nav aria-label={text.footerNav}>
        <p css={{ margin: 0 }}>
          {footer.loginPrompt}{' '}
          <a href="/login" css={link}>
            {footer.loginLink}
          </a>
        </p>
        <p>
          <a href="/#como-funciona" css={link}>
            {footer.howItWorksLink}
          </a>
        </p>
      </nav>
      <p css={(theme) => ({ maxWidth: '40rem', margin: '0 auto', fontSize: theme.fontSizes.sm })}>
        {footer.disclaimer}
      </p>
      <p css={(theme) => ({ marginTop: theme.space.md, fontSize: theme.fontSizes.sm })}>
        {text.copyright(year)}
      </p>
    </footer>
  );
}
