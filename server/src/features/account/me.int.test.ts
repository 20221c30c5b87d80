import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../contracts/auth.ts';
import type { AccountExport, MeResponse } from '../../contracts/me.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, jsonRequest, signInByCode, WEBHOOK_TOKEN } from '../../testing/auth.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(authTestEnv);
});
afterAll(async () => {
  await test.close();
});

const REFLECTION = 'Hoje percebi que pego o celular sempre que fico ansiosa no ônibus.';

/** A subscriber with a purchase (webhook), a password, a consent and a reflection in their journey. */
interface Person {
  name: string;
  document: string;
  reflection: string;
}
const joana: Person = { name: 'Joana Prado', document: '98765432100', reflection: REFLECTION };

async function givenRichAccount(email: string, ip: string, person = joana): Promise<SessionResponse> {
  await test.app.request('/api/webhooks/kirvano', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': WEBHOOK_TOKEN },
    body: JSON.stringify({
      event: 'SALE_APPROVED',
      sale_id: `S-${email}`,
      type: 'ONE_TIME',
      total_price: 'R$ 97,00',
      customer: { name: person.name, email, phone_number: '5511999990000', document: person.document },
      products: [{ id: 'detox21', offer_id: null }],
    }),
  });
  const session = await signInByCode(test, email, ip);
  await test.app.request(
    '/api/me/consents/ai_reflections',
    jsonRequest('PUT', { granted: true }, bearer(session.token)),
  );
  const appended = await test.runtime.store.appendToStream(`journey-${session.user.id}`, [
    {
      eventId: randomUUID(),
      type: 'ReflectionSaved',
      data: { day: 1, text: person.reflection },
      metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1, userId: session.user.id },
    },
  ]);
  await test.runtime.afterAppend(appended.lastCheckpoint);
  return session;
}

describe('consents', () => {
  it('are off until given, recorded as events, and revocable', async () => {
    const session = await signInByCode(test, 'consente@example.com', '192.0.2.10');
    const headers = bearer(session.token);
    const me = (await (await test.app.request('/api/me', { headers })).json()) as MeResponse;
    expect(me.consents.map((consent) => [consent.purpose, consent.granted])).toEqual([
      ['questionnaire_answers', false],
      ['ai_reflections', false],
    ]);
    const put = (purpose: string, granted: unknown) =>
      test.app.request(`/api/me/consents/${purpose}`, jsonRequest('PUT', { granted }, headers));
    expect((await put('questionnaire_answers', true)).status).toBe(200);
    expect((await put('questionnaire_answers', true)).status).toBe(200);
    const revoked = (await (await put('questionnaire_answers', false)).json()) as MeResponse;
    expect(revoked.consents[0]).toMatchObject({ purpose: 'questionnaire_answers', granted: false });

    const types = await test.runtime.sql<{ type: string }[]>`
      select type from es_events where stream_id = ${`user-${session.user.id}`} and type like 'Consent%'
       order by stream_position`;
    // Giving it twice records it once: absolute state.
    expect(types.map((row) => row.type)).toEqual(['ConsentGiven', 'ConsentRevoked']);

    expect((await put('marketing', true)).status).toBe(400);
    expect((await put('ai_reflections', 'sim')).status).toBe(400);
  });
});

describe('export (LGPD: access to one’s data)', () => {
  it('returns the account, subscription, consents, sessions, every event and read-model row, without the password hash', async () => {
    const email = 'exporta@example.com';
    const session = await givenRichAccount(email, '192.0.2.20');
    await test.runtime.sql`
      update rm_users set password_hash = 'scrypt$15$8$1$c2FsdA$aGFzaA' where user_id = ${session.user.id}`;
    const response = await test.app.request('/api/me/export', { headers: bearer(session.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain('attachment');
    const data = (await response.json()) as AccountExport;
    expect(data.user).toMatchObject({ id: session.user.id, email, name: 'Joana Prado' });
    expect(data.subscription).toMatchObject({ type: 'premium', isPremium: true });
    expect(data.consents.find((consent) => consent.purpose === 'ai_reflections')?.granted).toBe(true);
    expect(data.sessions).toHaveLength(1);
    const types = data.events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'UserRegistered',
        'SignedIn',
        'ConsentGiven',
        'ReflectionSaved',
        'PurchaseApproved',
      ]),
    );
    const purchase = data.events.find((event) => event.type === 'PurchaseApproved');
    expect(JSON.stringify(purchase?.metadata)).toContain('98765432100');
    expect(Object.keys(data.readModels)).toEqual(expect.arrayContaining(['rm_users', 'rm_subscriptions']));
    expect(JSON.stringify(data)).not.toContain('aGFzaA');
  });
});

describe('account deletion (LGPD: erasure)', () => {
  it('needs the account email typed to confirm', async () => {
    const session = await signInByCode(test, 'confirma@example.com', '192.0.2.30');
    const response = await test.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: 'outro@example.com' }, bearer(session.token)),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Para excluir a conta, digite exatamente o e-mail da sua conta.',
    });
    expect((await test.app.request('/api/me', { headers: bearer(session.token) })).status).toBe(200);
  });

  it('leaves the email, the purchase and the reflections unreadable in the event log and every read model', async () => {
    const email = 'apagar@example.com';
    const erased: Person = {
      name: 'Clara Nunes',
      document: '55566677788',
      reflection: 'Só quem apaga a conta escreveu isto: larguei o celular na gaveta.',
    };
    const session = await givenRichAccount(email, '192.0.2.40', erased);
    const keeper = await givenRichAccount('fica@example.com', '192.0.2.41', {
      name: 'Rita Lima',
      document: '11122233344',
      reflection: 'Outra pessoa, outra reflexão.',
    });
    const headers = bearer(session.token);
    // The analytics projections (an_* tables, applied by the runner) hold the email and user id too.
    await test.runtime.runner.catchUp();
    const [cohort] = await test.runtime.sql<{ n: number }[]>`
      select count(*)::int as n from an_cohort_members where email = ${email}`;
    expect(cohort?.n).toBe(1);

    const response = await test.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: ' Apagar@Example.com' }, headers),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Sua conta foi excluída e seus dados foram apagados.' });

    const { sql } = test.runtime;
    for (const secret of [email, erased.reflection, erased.name, erased.document, session.user.id]) {
      const [log] = await sql<{ n: number }[]>`
        select count(*)::int as n from es_events
         where (stream_id || data::text || metadata::text) like ${`%${secret}%`} and type <> 'AccountDeleted'`;
      expect(log?.n, `event log still holds ${secret}`).toBe(0);
      const tables = await sql<{ table_name: string }[]>`
        select table_name from information_schema.tables
         where table_schema = current_schema()
           and (table_name like 'rm\\_%' or table_name like 'an\\_%' or table_name like 'auth\\_%')`;
      for (const { table_name: table } of tables) {
        const [rows] = await sql<{ n: number }[]>`
          select count(*)::int as n from ${sql(table)} t where t::text like ${`%${secret}%`}`;
        expect(rows?.n, `${table} still holds ${secret}`).toBe(0);
      }
    }
    // What is left: a tombstone with no personal data.
    const left = await sql<{ type: string; data: unknown }[]>`
      select type, data from es_events where stream_id = ${`user-${session.user.id}`}`;
    expect(left).toEqual([{ type: 'AccountDeleted', data: { erasedStreams: expect.any(Number) as number } }]);

    expect((await test.app.request('/api/me', { headers })).status).toBe(401);
    expect((await test.app.request('/api/me', { headers: bearer(keeper.token) })).status).toBe(200);
    const keeperEvents = await sql<{ n: number }[]>`
      select count(*)::int as n from es_events where stream_id = ${`journey-${keeper.user.id}`}`;
    expect(keeperEvents[0]?.n).toBe(1);

    // The same email can start over, as a new account with nothing from before.
    const again = await signInByCode(test, email, '192.0.2.42');
    expect(again.user.id).not.toBe(session.user.id);
    expect(again.subscription).toMatchObject({ type: 'none', isPremium: false });
  });
});
