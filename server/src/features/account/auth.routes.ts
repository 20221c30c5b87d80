import { Hono } from 'hono';
import { z } from 'zod';
import { findAccountByEmail, findSubscription } from './account-queries.ts';
import { runAccountCommand, signInVerifiedEmail } from './sign-in.ts';
import { toSubscriptionView } from './subscription-view.ts';
import { clientIp } from '../../http/client-ip.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeSession } from './sessions.ts';
import {
  type CheckoutLinkResponse,
  type CheckSubscriptionResponse,
  emailField,
  loginRequestSchema,
  type MessageResponse,
  passwordLoginRequestSchema,
  registerRequestSchema,
  type VerifyTokenResponse,
} from '../../contracts/auth.ts';
import { rateLimits } from './rules.ts';
import { bearerToken, requireUser } from './guards.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { checkoutUrlOf } from './checkout-url.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';
import { type SignInDeps, sendSignInCode, verifySignInCode } from './code-sign-in.ts';
import { authMessages } from './messages.ts';
import { accountPart } from './runtime-part.ts';

/** /api/auth (spec §7 Auth). Knowing an email is never enough: a code sent to it, or its password. */
export function authRoutes(deps: SignInDeps) {
  const { runtime, config } = deps;
  return new Hono()
    .post('/login', validate('json', loginRequestSchema), async (c) => {
      const { email, code } = c.req.valid('json');
      if (code === undefined) return c.json(await sendSignInCode(c, deps, email));
      await verifySignInCode(c, deps, email, code);
      return c.json(await signInVerifiedEmail(deps, email, 'code'));
    })
    .post('/register', validate('json', registerRequestSchema), async (c) => {
      const { email, name, password, code } = c.req.valid('json');
      if (code === undefined) return c.json(await sendSignInCode(c, deps, email));
      await verifySignInCode(c, deps, email, code);
      const passwordHash = await hashPassword(password);
      const answer = await signInVerifiedEmail(deps, email, 'code', name);
      await runAccountCommand(deps, answer.user.id, { type: 'SetPassword', passwordHash });
      return c.json(answer);
    })
    .post('/login-password', validate('json', passwordLoginRequestSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const ip = clientIp(c, config.TRUST_PROXY);
      await enforceRateLimit(c, deps, 'password:ip', ip, rateLimits.passwordPerIp);
      await enforceRateLimit(c, deps, 'password:email', email, rateLimits.passwordPerEmail);
      const account = await findAccountByEmail(runtime.sql, email);
      if (!(await verifyPassword(password, account?.passwordHash ?? null))) {
        throw new ApiError(401, authMessages.wrongPassword);
      }
      return c.json(await signInVerifiedEmail(deps, email, 'password'));
    })
    .post('/verify-token', requireUser, (c) => {
      const { userId, name, email, roles, subscription } = c.get('user');
      const body: VerifyTokenResponse = {
        valid: true,
        user: { id: userId, name, email, roles },
        subscription,
      };
      return c.json(body);
    })
    .post('/logout', async (c) => {
      const token = bearerToken(c);
      if (token) await revokeSession(runtime.sql, token, runtime.part(accountPart));
      const body: MessageResponse = { message: authMessages.loggedOut };
      return c.json(body);
    })
    .get(
      '/check-subscription/:email',
      validate('param', z.strictObject({ email: emailField })),
      async (c) => {
        const { email } = c.req.valid('param');
        await enforceRateLimit(
          c,
          deps,
          'check-subscription:ip',
          clientIp(c, config.TRUST_PROXY),
          rateLimits.checkSubscriptionPerIp,
        );
        let hasAccess = false;
        try {
          const subscription = await findSubscription(runtime.sql, email);
          hasAccess = subscription !== null && toSubscriptionView(subscription).isPremium;
        } catch (error) {
          // Spec §6: hasAccess is false on any failure.
          deps.logger.error({ err: error }, 'falha ao verificar assinatura');
        }
        const body: CheckSubscriptionResponse = { hasAccess };
        return c.json(body);
      },
    )
    .get('/checkout-link', (c) => {
      const body: CheckoutLinkResponse = { checkoutUrl: checkoutUrlOf(config.CHECKOUT_URL) };
      return c.json(body);
    });
}
