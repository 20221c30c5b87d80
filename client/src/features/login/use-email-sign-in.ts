import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiError, isApiError } from '../../shared/api/api-response.ts';
import { apiFetch } from '../../shared/api/base-query.ts';
import { showToast } from '../../shared/toast/toast-store.ts';
import {
  isSessionResponse,
  useCheckSubscriptionMutation,
  useLoginMutation,
} from '../../entities/auth/auth-api.ts';
import { signInErrorMessage } from '../../entities/auth/login-errors.ts';
import { authStrings } from '../../entities/auth/strings.ts';
import { useSessionActions } from '../../entities/auth/use-session-actions.ts';
import { loginStrings as text } from './strings.ts';
import { landingAfterSignIn } from './landing.ts';

export interface LoginAlert {
  title: string;
  message: string;
}

export type SubscriptionCheck = 'idle' | 'checking' | 'valid' | 'invalid';

const connectionError: ApiError = { status: 'FETCH_ERROR', message: authStrings.errors.connectivity };
const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : connectionError);

/**
 * The email sign-in of the login screen (spec §4): optional subscription check, connectivity check, a code by
 * email, then the code. Every failure shows in the alert box and, for sign-in failures, as the 'Erro no login'
 * toast; after the first failure the diagnostics toggle appears.
 */
export function useEmailSignIn() {
  const navigate = useNavigate();
  const { startSession } = useSessionActions();
  const [checkSubscription] = useCheckSubscriptionMutation();
  const [login] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [check, setCheck] = useState<SubscriptionCheck>('idle');
  const [busy, setBusy] = useState(false);
  const [alert, setAlertState] = useState<LoginAlert | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [failedOnce, setFailedOnce] = useState(false);

  const fail = useCallback((title: string, message: string, toast: boolean) => {
    setAlertState({ title, message });
    setFailedOnce(true);
    if (toast)
      showToast({ title: authStrings.toasts.loginFailed, description: message, variant: 'destructive' });
  }, []);

  const trimmedEmail = () => {
    const trimmed = email.trim();
    if (trimmed === '') fail(text.alertTitles.login, text.emailRequired, false);
    return trimmed;
  };

  /** Connectivity first (a failure aborts the login), then a code to the email. */
  const requestCode = useCallback(
    async (address: string, resent = false) => {
      setBusy(true);
      setAlertState(null);
      try {
        const health = await apiFetch('/health');
        if (health.error) {
          fail(text.alertTitles.login, signInErrorMessage(health.error), true);
          return;
        }
        const answer = await login({ email: address }).unwrap();
        if (isSessionResponse(answer)) return;
        setInfo(resent ? text.code.resent : answer.message);
        setStep('code');
      } catch (error) {
        fail(text.alertTitles.login, signInErrorMessage(asApiError(error)), true);
      } finally {
        setBusy(false);
      }
    },
    [fail, login],
  );

  const verifySubscription = async () => {
    const address = trimmedEmail();
    if (!address) return;
    setAlertState(null);
    setCheck('checking');
    try {
      const { hasAccess } = await checkSubscription(address).unwrap();
      setCheck(hasAccess ? 'valid' : 'invalid');
      if (!hasAccess) {
        fail(text.alertTitles.check, text.invalid, false);
        return;
      }
      await requestCode(address);
    } catch (error) {
      setCheck('idle');
      fail(text.alertTitles.check, signInErrorMessage(asApiError(error)), false);
    }
  };

  const enterDirectly = async () => {
    const address = trimmedEmail();
    if (address) await requestCode(address);
  };

  const submitCode = async (code: string) => {
    setBusy(true);
    setAlertState(null);
    try {
      const answer = await login({ email: email.trim(), code }).unwrap();
      if (!isSessionResponse(answer)) return;
      startSession(answer, 'login');
      void navigate(landingAfterSignIn(answer), { replace: true });
    } catch (error) {
      fail(text.alertTitles.login, signInErrorMessage(asApiError(error)), true);
    } finally {
      setBusy(false);
    }
  };

  const changeEmail = () => {
    setStep('email');
    setCheck('idle');
    setInfo(null);
    setAlertState(null);
  };

  return {
    email,
    setEmail,
    step,
    check,
    busy,
    alert,
    info,
    failedOnce,
    fail,
    verifySubscription,
    enterDirectly,
    submitCode,
    resendCode: () => requestCode(email.trim(), true),
    changeEmail,
  };
}
