import { type SubmitEvent, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { buttonStyles } from '../../shared/button-styles.ts';
import { Card } from '../../shared/card.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { useCheckoutLinkQuery } from '../../entities/auth/auth-api.ts';
import { CodeStep } from './code-step.tsx';
import { LoginAlertBox } from './login-alert.tsx';
import { LoginHero } from './login-hero.tsx';
import { PasswordPanel } from './password-panel.tsx';
import { loginStrings as text } from './strings.ts';
import { TextField } from '../../shared/text-field.tsx';
import { type LoginAlert, useEmailSignIn } from './use-email-sign-in.ts';
import { lazyOptional } from '../../shared/lazy-optional.ts';

// Opened only after a failed attempt: not part of the screen's first download on a slow phone.
const ApiDiagnosticPanel = lazyOptional(
  async () => (await import('../../shared/api-diagnostics/api-diagnostic-panel.tsx')).ApiDiagnosticPanel,
);

/** `/login` (spec §2 Login screen): email, subscription check or direct entry, then the emailed code. */
export function LoginPage() {
  const flow = useEmailSignIn();
  const [passwordAlert, setPasswordAlert] = useState<LoginAlert | null>(null);
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false);
  const checkout = useCheckoutLinkQuery(undefined);
  // Without a configured checkout the sales page is where one buys.
  const checkoutUrl = checkout.data?.checkoutUrl ?? '/';
  const alert = flow.alert ?? passwordAlert;
  const showDiagnosticsToggle = flow.failedOnce || passwordAlert !== null;
  const checking = flow.check === 'checking';

  const submitEmail = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.verifySubscription();
  };

  return (
    <PageShell title={text.pageTitle} wide>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.xl,
          '@media (min-width: 900px)': {
            gridTemplateColumns: '1fr 1fr',
            maxWidth: '64rem',
            margin: '0 auto',
          },
        })}
      >
        <LoginHero />
        <Card css={(theme) => ({ display: 'grid', gap: theme.space.md, alignContent: 'start' })}>
          <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl, margin: 0 })}>{text.heading}</h1>
          {flow.step === 'email' ? (
            <form
              onSubmit={submitEmail}
              noValidate
              css={(theme) => ({ display: 'grid', gap: theme.space.md })}
            >
              <p css={{ margin: 0 }}>{text.intro}</p>
              <TextField
                label={text.emailLabel}
                type="email"
                name="email"
                inputMode="email"
                autoComplete="email"
                placeholder={text.emailPlaceholder}
                value={flow.email}
                onChange={(event) => {
                  flow.setEmail(event.target.value);
                }}
              />
              <Button type="submit" disabled={flow.email === '' || checking || flow.busy}>
                {text.verify}
              </Button>
              <Button
                variant="secondary"
                disabled={checking || flow.busy}
                onClick={() => void flow.enterDirectly()}
              >
                {text.enterDirectly}
              </Button>
              <div aria-live="polite" css={{ minHeight: 0 }}>
                {checking && (
                  <p css={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
                    <Spinner label={text.checking} size={20} />
                    <span aria-hidden="true">{text.checking}</span>
                  </p>
                )}
                {flow.check === 'valid' && <p css={{ margin: 0, fontWeight: 600 }}>{text.valid}</p>}
                {flow.busy && !checking && <p css={{ margin: 0 }}>{text.sendingCode}</p>}
              </div>
            </form>
          ) : (
            <>
              {flow.check === 'valid' && <p css={{ margin: 0, fontWeight: 600 }}>{text.valid}</p>}
              <CodeStep
                info={flow.info}
                busy={flow.busy}
                onSubmit={(code) => void flow.submitCode(code)}
                onResend={() => void flow.resendCode()}
                onChangeEmail={flow.changeEmail}
                onInvalid={(message) => {
                  flow.fail(text.alertTitles.login, message, false);
                }}
              />
            </>
          )}
          {alert && <LoginAlertBox alert={alert} />}
          {showDiagnosticsToggle && (
            <div>
              <Button
                variant="ghost"
                aria-expanded={diagnosticsOpen}
                aria-controls="diagnostico-api"
                onClick={() => {
                  setDiagnosticsOpen((open) => !open);
                }}
              >
                {diagnosticsOpen ? text.hideDiagnostics : text.showDiagnostics}
              </Button>
              {diagnosticsOpen && (
                <Suspense fallback={<Spinner label={text.loadingDiagnostics} size={20} />}>
                  <ApiDiagnosticPanel id="diagnostico-api" />
                </Suspense>
              )}
            </div>
          )}
          {flow.step === 'email' && <PasswordPanel email={flow.email} onAlert={setPasswordAlert} />}
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.sm,
              borderTop: `1px solid ${theme.colors.border}`,
              paddingTop: theme.space.md,
            })}
          >
            <p css={{ margin: 0 }}>{text.buyPrompt}</p>
            <a
              href={checkoutUrl}
              target="_blank"
              rel="noopener noreferrer"
              css={(theme) => buttonStyles(theme, 'secondary')}
            >
              {text.buy}
              <span css={visuallyHidden}>{text.newTab}</span>
            </a>
            <Link to="/" css={{ justifySelf: 'start', padding: '4px 0' }}>
              {text.backHome}
            </Link>
          </div>
        </Card>
      </div>
    </PageShell>
  );
}
