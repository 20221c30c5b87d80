import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmbeddedTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../../server/src/testing/postgres.ts';
import { runProjectionSpec } from '../projection-spec.ts';
import { subscriptionsProjection } from './subscriptions.ts';
import { usersProjection } from './users.ts';

describe('account read models (given events, expect rows, replayed twice)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = testDatabaseUrl
      ? await createPostgresTestDatabase(testDatabaseUrl)
      : await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('rm_users: registration, roles, consents and password; deletion removes the row', async () => {
    const user = (type: string, data: Record<string, unknown>, userId = 'u1') => ({
      streamId: `user-${userId}`,
      type,
      data,
    });
    const { once, twice } = await runProjectionSpec(
      db.sql,
      usersProjection,
      [
        user('UserRegistered', { email: 'ana@example.com', name: 'Ana' }),
        user('SignedIn', { method: 'code' }),
        user('RoleGranted', { role: 'support', source: 'config' }),
        user('RoleGranted', { role: 'admin', source: 'config' }),
        user('RoleRevoked', { role: 'support', source: 'config' }),
        user('ConsentGiven', { purpose: 'ai_reflections', policyVersion: '2026-01' }),
        user('PasswordSet', { passwordHash: 'scrypt$x' }),
        user('UserRegistered', { email: 'bia@example.com', name: 'Bia' }, 'u2'),
        user('AccountDeleted', { erasedStreams: 3 }, 'u2'),
      ],
      (sql) =>
        sql`select user_id, email, name, roles, consents, password_hash, stream_position from rm_users`,
    );
    expect(twice).toEqual(once);
    expect(once).toEqual([
      {
        user_id: 'u1',
        email: 'ana@example.com',
        name: 'Ana',
        roles: ['admin'],
        consents: {
          ai_reflections: { granted: true, policyVersion: '2026-01', at: '2026-01-01T12:00:05.000Z' },
        },
        password_hash: 'scrypt$x',
        stream_position: '6',
      },
    ]);
  });

  it('rm_subscriptions: the summary of a customer’s sales', async () => {
    const sale = { email: 'ana@example.com', name: 'Ana', productId: 'detox21', offerId: null };
    const customer = (type: string, data: Record<string, unknown>) => ({
      streamId: 'customer-ana@example.com',
      type,
      data: { ...sale, ...data },
    });
    const { once, twice } = await runProjectionSpec(
      db.sql,
      subscriptionsProjection,
      [
        customer('PurchaseApproved', {
          saleId: 'S1',
          paymentMethod: 'PIX',
          amountCents: 9700,
          currency: 'BRL',
          kind: 'RECURRING',
          accessUntil: '2026-04-18T17:42:54.000Z',
        }),
        customer('SubscriptionRenewed', { saleId: 'S1', accessUntil: '2026-05-18T17:42:54.000Z' }),
        customer('SubscriptionCanceled', { saleId: 'S1', accessUntil: null }),
      ],
      (sql) => sql`select email, name, type, end_date, canceled from rm_subscriptions`,
    );
    expect(twice).toEqual(once);
    expect(once).toEqual([
      {
        email: 'ana@example.com',
        name: 'Ana',
        type: 'premium',
        end_date: new Date('2026-05-18T17:42:54.000Z'),
        canceled: true,
      },
    ]);
  });
});
