import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiError, isApiError } from '../../shared/api/api-response.ts';
import { Button } from '../../shared/button.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import {
  isSessionResponse,
  useLoginWithPasswordMutation,
  useRegisterMutation,
} from '../../entities/auth/auth-api.ts';
import { signInErrorMessage } from '../../entities/auth/login-errors.ts';
import { authStrings } from '../../entities/auth/strings.ts';
import { useSessionActions } from '../../entities/auth/use-session-actions.ts';
import { loginStrings as text } from './strings.ts';
import { TextField } from '../../shared/text-field.tsx';
import type { LoginAlert } from './use-email-sign-in.ts';
import { landingAfterSignIn } from './landing.ts';
import { Row } from '../../shared/row.tsx';

const connectionError: ApiError = { status: 'FETCH_ERROR', message: authStrings.errors.connectivity };

/**
 * Email + password sign-in and registration (spec §2: in the authentication layer, screens not shown). Registration
 * proves the email with a code too; success toasts 'Sua jornada começa agora!', failure 'Erro no registro'.
 */
export function PasswordPanel({
  email,
  onAlert,
}: {
  email: string;
  onAlert: (alert: LoginAlert | null) => void;
}) {
  const navigate = useNavigate();
  const { startSession } = useSessionActions();
  const [loginWithPassword, signingIn] = useLoginWithPasswordMutation();
  const [register, registering] = useRegisterMutation();
  const [mode, setMode] = useState<'signIn' | 'register'>('signIn');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const busy = signingIn.isLoading || registering.isLoading;

  const failed = (title: string, toastTitle: string, error: unknown) => {
    const message = signInErrorMessage(isApiError(error) ? error : connectionError);
    onAlert({ title, message });
    showToast({ title: toastTitle, description: message, variant: 'destructive' });
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    onAlert(null);
    const address = email.trim();
    if (!address) {
      onAlert({ title: text.alertTitles.login, message: text.emailRequired });
      return;
    }
    if (mode === 'signIn') {
      try {
        const session = await loginWithPassword({ email: address, password }).unwrap();
        startSession(session, 'login');
        void navigate(landingAfterSignIn(session), { replace: true });
      } catch (error) {
        failed(text.alertTitles.login, authStrings.toasts.loginFailed, error);
      }
      return;
    }
    try {
      const answer = await register({ email: address, name, password, ...(code ? { code } : {}) }).unwrap();
      if (isSessionResponse(answer)) {
        startSession(answer, 'register');
        void navigate(landingAfterSignIn(answer), { replace: true });
      } else {
        setInfo(answer.message);
        setCode('');
      }
    } catch (error) {
      failed(text.alertTitles.register, authStrings.toasts.registerFailed, error);
    }
  };

  const switchTo = (next: 'signIn' | 'register') => {
    setMode(next);
    setCode(null);
    setInfo(null);
    onAlert(null);
  };

  return (
    <details css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space.md })}>
      <summary css={{ cursor: 'pointer', fontWeight: 600, minHeight: 24 }}>{text.password.toggle}</summary>
      <Row css={(theme) => ({ margin: `${theme.space.md} 0` })}>
        <Button
          variant={mode === 'signIn' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'signIn'}
          onClick={() => {
            switchTo('signIn');
          }}
        >
          {text.password.signInTitle}
        </Button>
        <Button
          variant={mode === 'register' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'register'}
          onClick={() => {
            switchTo('register');
          }}
        >
          {text.password.registerTitle}
        </Button>
      </Row>
      <form
        onSubmit={(event) => void submit(event)}
        css={(theme) => ({ display: 'grid', gap: theme.space.md })}
      >
        {mode === 'register' && <p css={{ margin: 0 }}>{text.password.registerIntro}</p>}
        {mode === 'register' && (
          <TextField
            label={text.password.nameLabel}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        )}
        <TextField
          label={text.password.passwordLabel}
          hint={mode === 'register' ? text.password.passwordHint : undefined}
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        {code !== null && (
          <>
            {info && (
              <p role="status" css={{ margin: 0 }}>
                {info}
              </p>
            )}
            <TextField
              label={text.code.label}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              }}
            />
          </>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          {mode === 'signIn' ? text.password.signIn : text.password.register}
        </Button>
      </form>
    </details>
  );
}
