import { randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardsResponse } from '../../contracts/ai.ts';
import type { AccountExport } from '../../contracts/me.ts';
import { quotaUsage } from './quota.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

/** LGPD: what the mentor generated is part of the user's data — in their export, and gone with their account. */
describe('AI data in export and erasure', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  it('exports the ai stream and the cache rows, and erases both (and the quota counters) with the account', async () => {
    const email = `lgpd-${randomUUID()}@exemplo.com.br`;
    const { token, user } = await givenSignedIn(test, email, 'active');
    const post = (path: string, body: unknown) =>
      test.app.request(`/api${path}`, jsonRequest('POST', body, bearer(token)));
    expect((await post('/ai/chat', { message: 'Como lidar com o tédio no ônibus?' })).status).toBe(200);
    const cards = (await (await post('/ai/cards', { dayNumber: 1 })).json()) as CardsResponse;
    expect(
      (await post('/ai/update-card-progress', { cardId: cards.cards[0]?.id, completed: true })).status,
    ).toBe(200);

    const exported = (await (
      await test.app.request('/api/me/export', { headers: bearer(token) })
    ).json()) as AccountExport;
    const aiEvents = exported.events.filter((event) => event.stream === streamId('ai', user.id));
    expect(aiEvents.map((event) => event.type)).toEqual([
      'AiContentGenerated',
      'AiContentGenerated',
      'AiCardProgressSet',
    ]);
    expect(JSON.stringify(aiEvents[0]?.data)).toContain('tédio no ônibus');
    expect(exported.readModels.rm_ai_content?.map((row) => row.content_type)).toEqual(
      expect.arrayContaining(['cards', 'card-progress']),
    );

    const erased = await test.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: email }, bearer(token)),
    );
    expect(erased.status).toBe(200);
    expect((await test.runtime.store.readStream(streamId('ai', user.id))).events).toEqual([]);
    const rows = await test.runtime.sql`select 1 from rm_ai_content where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
    expect((await quotaUsage(test, user.id)).map((usage) => usage.used)).toEqual([0, 0]);
  });
});
