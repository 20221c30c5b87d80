import type { Context } from 'hono';
import type { MailProvider } from '@detox/providers/mail/mail-provider';
import type { AppDeps } from '../../app-deps.ts';
import { clientIp } from '../../http/client-ip.ts';
import { checkSignInCode, issueSignInCode } from './sign-in-codes.ts';
import type { CodeRequiredResponse } from '../../contracts/auth.ts';
import { rateLimits } from './rules.ts';
import { ApiError } from '../../http/errors.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';
import { staffRateLimits } from './rate-limits.ts';
import { configuredRoles } from './roles.ts';
import { codeMessages } from './messages.ts';

export type SignInDeps = Pick<AppDeps, 'config' | 'runtime' | 'logger'> & { mail: MailProvider };

function signInCodeMail(code: string): { subject: string; text: string } {
  return {
    subject: `Seu código de acesso: ${code}`,
    text: [
      'Olá!',
      '',
      `Seu código para entrar no Detox Digital 21 Dias é: ${code}`,
      '',
      'Ele vale por 10 minutos e só pode ser usado uma vez.',
      'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.',
      '',
      'Equipe Detox Digital 21 Dias',
    ].join('\n'),
  };
}

/**
 * Step one of every email sign-in: a fresh code by email. Answers the same whether or not the email has an
 * account or a purchase, so the answer reveals nothing.
 */
export async function sendSignInCode(
  c: Context,
  deps: SignInDeps,
  email: string,
): Promise<CodeRequiredResponse> {
  const ip = clientIp(c, deps.config.TRUST_PROXY);
  await enforceRateLimit(c, deps, 'code-request:ip', ip, rateLimits.codeRequestPerIp);
  const staff = configuredRoles(deps.config, email).length > 0;
  await enforceRateLimit(
    c,
    deps,
    staff ? 'code-request:staff-email' : 'code-request:email',
    email,
    staff ? staffRateLimits.codeRequestPerEmail : rateLimits.codeRequestPerEmail,
  );
  const code = await issueSignInCode(deps.runtime.sql, email);
  try {
    await deps.mail.send({ to: email, ...signInCodeMail(code) });
  } catch (error) {
    deps.logger.error({ err: error }, 'falha ao enviar o código de acesso');
    throw new ApiError(503, codeMessages.mailFailed);
  }
  return { codeRequired: true, email, message: codeMessages.sent(email) };
}

/** Step two: the code proves the email; 401 when wrong, and the code dies after its last attempt. */
export async function verifySignInCode(
  c: Context,
  deps: SignInDeps,
  email: string,
  code: string,
): Promise<void> {
  const ip = clientIp(c, deps.config.TRUST_PROXY);
  await enforceRateLimit(c, deps, 'code-verify:ip', ip, rateLimits.codeVerifyPerIp);
  const staff = configuredRoles(deps.config, email).length > 0;
  await enforceRateLimit(
    c,
    deps,
    staff ? 'code-verify:staff-email' : 'code-verify:email',
    email,
    staff ? staffRateLimits.codeVerifyPerEmail : rateLimits.codeVerifyPerEmail,
  );
  const check = await checkSignInCode(deps.runtime.sql, email, code);
  if (check === 'exhausted') throw new ApiError(401, codeMessages.exhausted);
  if (check === 'invalid') throw new ApiError(401, codeMessages.invalid);
}
