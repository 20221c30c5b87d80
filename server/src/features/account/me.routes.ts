import { Hono } from 'hono';
import { z } from 'zod';
import { consentViews, type StoredConsents } from './consents.ts';
import { eraseAccount } from './erase-account.ts';
import { exportAccount } from './export-account.ts';
import { runAccountCommand } from './sign-in.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  consentPurposeSchema,
  deleteAccountRequestSchema,
  type MeResponse,
  setConsentRequestSchema,
} from '../../contracts/me.ts';
import { CONSENT_POLICY_VERSION } from './rules.ts';
import { requireUser } from './guards.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { meMessages } from './messages.ts';

/** /api/me: the signed-in user's own account and their data rights (LGPD). Every route is the user's own. */
export function meRoutes(deps: Pick<AppDeps, 'runtime' | 'config' | 'logger'>) {
  const { sql } = deps.runtime;

  async function consentsOf(userId: string): Promise<Pick<MeResponse, 'consents' | 'consentPolicyVersion'>> {
    const [row] = await sql<{ consents: StoredConsents }[]>`
      select consents from rm_users where user_id = ${userId}`;
    return { consents: consentViews(row?.consents ?? {}), consentPolicyVersion: CONSENT_POLICY_VERSION };
  }

  return new Hono()
    .use('*', requireUser)
    .get('/', async (c) => {
      const { userId, name, email, roles, subscription } = c.get('user');
      const body: MeResponse = {
        user: { id: userId, name, email, roles },
        subscription,
        ...(await consentsOf(userId)),
      };
      return c.json(body);
    })
    .put(
      '/consents/:purpose',
      validate('param', z.strictObject({ purpose: consentPurposeSchema })),
      validate('json', setConsentRequestSchema),
      async (c) => {
        const { userId } = c.get('user');
        const { purpose } = c.req.valid('param');
        const { granted } = c.req.valid('json');
        await runAccountCommand(deps, userId, {
          type: 'SetConsent',
          purpose,
          granted,
          policyVersion: CONSENT_POLICY_VERSION,
        });
        return c.json(await consentsOf(userId));
      },
    )
    .get('/export', async (c) => {
      const data = await exportAccount(deps, c.get('user'));
      c.header('Content-Disposition', 'attachment; filename="meus-dados-detox21.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .delete('/', validate('json', deleteAccountRequestSchema), async (c) => {
      const user = c.get('user');
      if (c.req.valid('json').confirmEmail !== user.email) throw new ApiError(400, meMessages.confirmEmail);
      try {
        await eraseAccount(deps, user);
      } catch (error) {
        // The request is recorded: finishPendingErasures completes it, with no account left to ask again.
        deps.logger.error(
          { err: error, userId: user.userId },
          'exclusão de conta interrompida; será retomada',
        );
        throw new ApiError(503, meMessages.deletionPending, 'deletion_pending');
      }
      return c.json({ message: meMessages.deleted });
    });
}
