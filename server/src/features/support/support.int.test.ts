import { demoJourneys } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverallProgressDto } from '../../contracts/progress.ts';
import type {
  SupportExport,
  SupportReplay,
  SupportSubscriber,
  SupportTimeline,
} from '../../contracts/support.ts';
import { readJourney } from '../journey/journey-service.ts';
import { seedDemoJourney } from '../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn } from '../../testing/auth.ts';
import { overallProgressDto } from '../journey/progress-dto.ts';

let test: TestApp;
let supportToken: string;
let adminToken: string;
let subscriberToken: string;
const seeded = new Map<string, string>();

beforeAll(async () => {
  test = await createTestApp(authTestEnv);
  for (const journey of demoJourneys()) {
    const { userId } = await seedDemoJourney(test.runtime, journey);
    seeded.set(journey.id, userId);
  }
  supportToken = (await givenSignedIn(test, 'suporte@detox21.com.br')).token;
  adminToken = (await givenSignedIn(test, 'admin@detox21.com.br')).token;
  subscriberToken = (await givenSignedIn(test, 'assinante@example.com', 'active')).token;
}, 60_000);
afterAll(async () => {
  await test.close();
});

const get = (path: string, token: string) => test.app.request(path, { headers: bearer(token) });

async function timelineOf(userId: string, token = supportToken): Promise<SupportTimeline> {
  const response = await get(`/api/support/users/${userId}/timeline`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as SupportTimeline;
}

function userIdOf(id: string): string {
  const userId = seeded.get(id);
  if (!userId) throw new Error(`demo ${id} não semeada`);
  return userId;
}

describe('support guards', () => {
  it.each([
    ['a subscriber', () => subscriberToken, 403],
    ['support', () => supportToken, 200],
    ['an admin', () => adminToken, 200],
  ])('%s searching by email gets %i', async (_who, token, status) => {
    const response = await get('/api/support/users?email=demo%40detox21.com.br', token());
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({ reason: 'forbidden' });
  });

  it('refuses a subscriber on the timeline, replay and export too', async () => {
    const userId = userIdOf('halfway');
    for (const path of ['timeline', 'replay?at=x', 'export']) {
      expect((await get(`/api/support/users/${userId}/${path}`, subscriberToken)).status).toBe(403);
    }
  });
});

describe('find a subscriber', () => {
  it('finds one by email, whatever the case, with their subscription', async () => {
    const response = await get('/api/support/users?email=%20DEMO%40Detox21.com.br%20', supportToken);
    const subscriber = (await response.json()) as SupportSubscriber;
    expect(subscriber).toMatchObject({
      userId: userIdOf('halfway'),
      email: 'demo@detox21.com.br',
      name: 'Ana Souza',
      subscription: { isPremium: true },
    });
  });

  it('answers 404 in pt-BR for an unknown email and 400 for a malformed one', async () => {
    const unknown = await get('/api/support/users?email=ninguem%40example.com', supportToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Nenhum assinante encontrado com este e-mail.' });
    const malformed = await get('/api/support/users?email=nao-e-email', supportToken);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'Informe um e-mail válido.' });
    expect((await get('/api/support/users', supportToken)).status).toBe(400);
  });

  it('answers 404 for a timeline of an unknown user id', async () => {
    const response = await get('/api/support/users/nao-existe/timeline', supportToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Assinante não encontrado.' });
  });
});

describe('timeline and replay of the demo journeys', () => {
  it.each(['new', 'halfway', 'finished'])(
    "'%s': every event of the subscriber's streams, in order, with a summary",
    async (id) => {
      const userId = userIdOf(id);
      const journey = demoJourneys().find((entry) => entry.id === id);
      const { events, subscriber } = await timelineOf(userId);
      expect(subscriber.userId).toBe(userId);
      const ownEvents = events.filter((event) => event.category !== 'support');
      expect(ownEvents.map((event) => event.type)).toEqual(journey?.events.map((event) => event.type));
      expect(events.map((event) => event.index)).toEqual(events.map((_, index) => index));
      expect(new Set(events.map((event) => event.category))).toEqual(
        new Set(['customer', 'user', 'support', ...(id === 'new' ? [] : ['journey'])]),
      );
      for (const event of events) expect(event.summary).not.toMatch(/^Evento /);
      expect(JSON.stringify(events)).not.toContain('passwordHash');
    },
  );

  it.each(['new', 'halfway', 'finished'])(
    "'%s': the replay at the last event equals the live read model",
    async (id) => {
      const userId = userIdOf(id);
      const { events } = await timelineOf(userId);
      const last = events.at(-1);
      const response = await get(`/api/support/users/${userId}/replay?at=${last?.eventId}`, supportToken);
      expect(response.status).toBe(200);
      const replay = (await response.json()) as SupportReplay;
      const live = overallProgressDto(await readJourney(test.runtime, userId));
      expect(replay.progress).toEqual(live);
      expect(replay.selectedDay).toEqual(live.progress[live.currentDay - 1]);
      expect(replay.journeyEventsFolded).toBe(events.filter((event) => event.category === 'journey').length);
    },
  );

  it('replays the halfway journey as it stood when day 5 was completed', async () => {
    const userId = userIdOf('halfway');
    const { events } = await timelineOf(userId);
    const dayFive = events.find((event) => event.type === 'DayCompleted' && event.day === 5);
    expect(dayFive?.summary).toBe('Dia 5 concluído');
    const before = events[(dayFive?.index ?? 0) - 1];
    const at = async (eventId: string | undefined, day: number) => {
      const response = await get(
        `/api/support/users/${userId}/replay?at=${eventId}&day=${day}`,
        supportToken,
      );
      return (await response.json()) as SupportReplay & { progress: OverallProgressDto };
    };
    const then = await at(dayFive?.eventId, 5);
    expect(then.progress.daysCompleted).toBe(5);
    expect(then.progress.currentDay).toBe(6);
    expect(then.selectedDay).toMatchObject({ dayNumber: 5, status: 'completed', completed: true });
    expect(then.progress.progress[6]?.status).toBe('locked');
    const justBefore = await at(before?.eventId, 5);
    expect(justBefore.progress.daysCompleted).toBe(4);
    expect(justBefore.selectedDay.completed).toBe(false);
  });

  it('refuses an event of another subscriber or a bad day', async () => {
    const other = (await timelineOf(userIdOf('new'))).events[0]?.eventId;
    const userId = userIdOf('halfway');
    const foreign = await get(`/api/support/users/${userId}/replay?at=${other}`, supportToken);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      error: 'Este evento não está na linha do tempo do assinante.',
    });
    const badDay = await get(`/api/support/users/${userId}/replay?at=${other}&day=22`, supportToken);
    expect(badDay.status).toBe(400);
    expect((await get(`/api/support/users/${userId}/replay`, supportToken)).status).toBe(400);
  });
});

describe('export and the access log', () => {
  it('exports the timeline as a JSON download', async () => {
    const userId = userIdOf('finished');
    const response = await get(`/api/support/users/${userId}/export`, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="linha-do-tempo-${userId}.json"`,
    );
    const body = (await response.json()) as SupportExport;
    expect(body.exportedBy).toBe('admin@detox21.com.br');
    expect(body.subscriber.email).toBe('concluiu@detox21.com.br');
    expect(Date.parse(body.exportedAt)).not.toBeNaN();
    expect(body.events.length).toBeGreaterThan(100);
    expect(Object.keys(body.events[0] ?? {}).sort()).toEqual(
      [
        'category',
        'data',
        'day',
        'eventId',
        'index',
        'occurredAt',
        'recordedAt',
        'streamId',
        'streamPosition',
        'summary',
        'type',
      ].sort(),
    );
    expect(body.events.at(-1)).toMatchObject({
      type: 'SupportAccessRecorded',
      data: { action: 'export', agentEmail: 'admin@detox21.com.br' },
    });
  });

  it('records who looked at whom, doing what, and when', async () => {
    const email = 'acessos@example.com';
    const { user } = await givenSignedIn(test, email, 'active');
    const started = Date.now();
    await get(`/api/support/users?email=${encodeURIComponent(email)}`, supportToken);
    const { events } = await timelineOf(user.id);
    await get(`/api/support/users/${user.id}/replay?at=${events[0]?.eventId}`, adminToken);
    await get(`/api/support/users/${user.id}/export`, supportToken);
    await get(`/api/support/users/${user.id}/timeline`, subscriberToken); // refused: not recorded

    const { events: stored } = await test.runtime.store.readStream(`support-${user.id}`);
    const accesses = stored.map((event) => {
      const data = event.data as { agentEmail: string; action: string; atEventId: string | null };
      return [data.agentEmail, data.action, data.atEventId];
    });
    expect(accesses).toEqual([
      ['suporte@detox21.com.br', 'search', null],
      ['suporte@detox21.com.br', 'timeline', null],
      ['admin@detox21.com.br', 'replay', events[0]?.eventId],
      ['suporte@detox21.com.br', 'export', null],
    ]);
    for (const event of stored) {
      expect(Date.parse(event.metadata.occurredAt)).toBeGreaterThanOrEqual(started - 1000);
      expect(event.metadata.userId).toBe((event.data as { agentUserId: string }).agentUserId);
    }
    // The subscriber's own timeline shows the accesses.
    const summaries = (await timelineOf(user.id)).events.map((event) => event.summary);
    expect(summaries).toContain('Suporte: suporte@detox21.com.br buscou o assinante');
    expect(summaries).toContain('Suporte: admin@detox21.com.br reproduziu a jornada');
  });
});
