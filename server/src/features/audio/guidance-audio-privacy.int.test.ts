import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioSessionDto } from '../../contracts/audio.ts';
import type { AccountExport } from '../../contracts/me.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

describe('saved guidance and audio in the data export and the erasure', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  it('exports the guidance and audio streams and rows, then erases them and the cached audio', async () => {
    const email = `privacidade-${randomUUID()}@exemplo.com.br`;
    const { token, user } = await givenSignedIn(test, email, 'active');
    const write = (path: string, body: unknown, method = 'POST') =>
      test.app.request(
        path,
        jsonRequest(method, body, { ...bearer(token), 'Idempotency-Key': randomUUID() }),
      );
    expect(
      (await write('/api/ai/save-guidance', { dayNumber: 1, guidanceType: 'wellbeing', notes: 'Minha nota' }))
        .status,
    ).toBe(201);
    expect((await write('/api/audio/coaching', { text: `Você consegue, ${randomUUID()}.` })).status).toBe(
      200,
    );
    const created = await write('/api/audio/personalized-session', {
      dayNumber: 1,
      customText: 'Dormir melhor',
    });
    expect(created.status).toBe(201);
    const session = (await created.json()) as AudioSessionDto;
    const [row] = await test.runtime.sql<{ hash: string }[]>`
      select state->>'audioHash' as hash from rm_audio_sessions where session_id = ${session.id}`;
    const file = join(test.config.DATA_DIR, 'audio', 'generated', `${row?.hash ?? 'x'}.mp3`);
    expect(existsSync(file)).toBe(true);

    const exported = (await (
      await test.app.request('/api/me/export', { headers: bearer(token) })
    ).json()) as AccountExport;
    expect(exported.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['GuidanceSaved', 'SpeechGenerated', 'AudioSessionCreated']),
    );
    expect(exported.readModels.rm_saved_guidance?.[0]).toMatchObject({ notes: 'Minha nota' });
    expect(exported.readModels.rm_audio_sessions).toHaveLength(1);

    const erased = await test.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: email }, bearer(token)),
    );
    expect(erased.status).toBe(200);
    expect((await test.runtime.store.readStream(`guidance-${user.id}`)).events).toEqual([]);
    expect((await test.runtime.store.readStream(`audio-${user.id}`)).events).toEqual([]);
    expect(await test.runtime.sql`select 1 from rm_saved_guidance where user_id = ${user.id}`).toHaveLength(
      0,
    );
    expect(await test.runtime.sql`select 1 from rm_audio_sessions where user_id = ${user.id}`).toHaveLength(
      0,
    );
    expect(existsSync(file)).toBe(false);
  });
});
