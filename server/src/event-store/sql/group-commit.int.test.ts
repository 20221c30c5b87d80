import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, sqlTestBackends, type TestDatabase } from '../../testing/postgres.ts';
import { newEvent, readUntil } from '../../testing/event-store.contract.ts';
import { ConcurrencyError, type EventStore, PartialDuplicateError } from '../types.ts';
import { migrateEventStore } from './schema.ts';
import { type AppendHook, createSqlEventStore } from './sql-event-store.ts';

const stream = (name: string) => `${name}-${randomUUID()}`;

describe.each(sqlTestBackends)('group commit on %s', (_backend, open) => {
  let db: TestDatabase;
  const groups: number[] = [];
  const projected: string[] = [];
  let store: EventStore;

  /** Records what the inline projections were given; refuses any 'Poison' event, as a buggy projection would. */
  const hook: AppendHook = (_tx, events) => {
    if (events.some((event) => event.type === 'Poison')) return Promise.reject(new Error('projeção recusou'));
    projected.push(...events.map((event) => event.eventId));
    return Promise.resolve();
  };

  beforeAll(async () => {
    db = await open();
    await migrateEventStore(db.sql);
    store = createSqlEventStore(db.sql, {
      backend: 'postgres',
      onAppended: hook,
      onGroupCommit: (appends) => groups.push(appends),
    });
  });
  afterAll(async () => {
    await db.drop();
  });

  it('shares one transaction between appends that arrive together, and gives each caller its own answer', async () => {
    const existing = stream('existing');
    const stored = newEvent('Stored');
    // Read from this append's own checkpoint: the log's end, read now, could stop short of it (readAll holds
    // back events behind any transaction in flight in the cluster).
    const start = (await store.appendToStream(existing, [stored], { expectedVersion: 'no_stream' }))
      .lastCheckpoint;
    groups.length = 0;

    const fresh = Array.from({ length: 30 }, () => ({ name: stream('fresh'), events: [newEvent('One')] }));
    const triple = Array.from({ length: 5 }, () => ({
      name: stream('triple'),
      events: [newEvent('A'), newEvent('B'), newEvent('C')],
    }));
    const next = newEvent('Next');
    const lateStream = stream('late');
    const [first] = await Promise.allSettled([
      // The first append finds no transaction running and goes alone; the rest queue behind it.
      store.appendToStream(stream('leader'), [newEvent('Leader')], { expectedVersion: 'no_stream' }),
      ...fresh.map(({ name, events }) =>
        store.appendToStream(name, events, { expectedVersion: 'no_stream' }),
      ),
      ...triple.map(({ name, events }) => store.appendToStream(name, events)),
    ]);
    expect(first.status).toBe('fulfilled');
    const settled = await Promise.allSettled([
      store.appendToStream(existing, [next], { expectedVersion: 0 }),
      store.appendToStream(existing, [stored], { expectedVersion: 'no_stream' }),
      store.appendToStream(lateStream, [newEvent('Wrong')], { expectedVersion: 4 }),
      store.appendToStream(existing, [stored, newEvent('New')]),
      ...Array.from({ length: 5 }, () => store.appendToStream(stream('filler'), [newEvent('Filler')])),
    ]);
    const [appended, resent, wrongVersion, partial] = settled;

    expect(Math.max(...groups)).toBeGreaterThan(1);
    expect(appended).toMatchObject({
      status: 'fulfilled',
      value: { nextExpectedVersion: 1, duplicate: false },
    });
    // The resend of a stored event answers its original append and writes nothing.
    expect(resent).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 0, duplicate: true } });
    expect(wrongVersion).toMatchObject({ status: 'rejected' });
    expect(wrongVersion.status === 'rejected' && wrongVersion.reason).toBeInstanceOf(ConcurrencyError);
    expect(partial.status === 'rejected' && partial.reason).toBeInstanceOf(PartialDuplicateError);

    for (const { name, events } of [...fresh, ...triple]) {
      const read = await store.readStream(name);
      expect(read.events.map((event) => [event.eventId, event.streamPosition])).toEqual(
        events.map((event, index) => [event.eventId, index]),
      );
    }
    expect((await store.readStream(existing)).events.map((event) => event.eventId)).toEqual([
      stored.eventId,
      next.eventId,
    ]);
    expect(await store.readStream(lateStream)).toEqual({ version: -1, events: [] });
    // Everything written is in the log once, and went through the inline projections once, in log order.
    const written = (await readUntil(store, start, 1 + 30 + 15 + 1 + 5)).map((event) => event.eventId);
    expect(new Set(written).size).toBe(written.length);
    expect(written).toHaveLength(1 + 30 + 15 + 1 + 5);
    expect(projected.slice(-written.length)).toEqual(written);
  });

  it('appends to one stream in call order when they arrive together', async () => {
    const name = stream('ordered');
    const events = Array.from({ length: 6 }, (_, index) => newEvent('Step', { index }));
    const results = await Promise.all(events.map((event) => store.appendToStream(name, [event])));
    expect(results.map((result) => result.nextExpectedVersion)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await store.readStream(name)).events.map((event) => event.data)).toEqual(
      events.map((event) => event.data),
    );
  });

  it('fails only the append whose events a projection refuses; the rest of its group is written', async () => {
    const poisoned = stream('poisoned');
    const healthy = Array.from({ length: 8 }, () => stream('healthy'));
    const settled = await Promise.allSettled([
      store.appendToStream(stream('leader'), [newEvent('Leader')]),
      ...healthy.map((name) => store.appendToStream(name, [newEvent('Fine')])),
      store.appendToStream(poisoned, [newEvent('Poison')]),
    ]);
    expect(settled.at(-1)).toMatchObject({ status: 'rejected', reason: { message: 'projeção recusou' } });
    expect(settled.slice(0, -1).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await store.readStream(poisoned)).toEqual({ version: -1, events: [] });
    for (const name of healthy) expect((await store.readStream(name)).version).toBe(0);
  });

  it('appends right after the version another instance wrote, though it remembered an older one', async () => {
    // Two stores on one database, as two app instances: each remembers the versions it wrote.
    const other = createSqlEventStore(db.sql, { backend: 'postgres', onAppended: hook });
    const plain = createSqlEventStore(db.sql, { backend: 'postgres' });
    const shared = [stream('shared'), stream('shared'), stream('shared')];
    for (const name of shared) {
      await store.appendToStream(name, [newEvent('Mine')]);
      await plain.appendToStream(name, [newEvent('Plain')]);
      await other.appendToStream(name, [newEvent('Theirs')], { expectedVersion: 1 });
    }
    // `store` remembers version 0 of each stream; they are at 2. Together (one group) and alone, with 'any':
    const grouped = await Promise.all([
      store.appendToStream(stream('leader'), [newEvent('Leader')]),
      ...shared.map((name) => store.appendToStream(name, [newEvent('Again')])),
    ]);
    expect(grouped.slice(1).map((result) => result.nextExpectedVersion)).toEqual([3, 3, 3]);
    expect((await plain.appendToStream(shared[0] ?? '', [newEvent('Later')])).nextExpectedVersion).toBe(4);
    // An exact expectation from an old memory is a conflict that tells the real version; nothing is written.
    const stale = await other
      .appendToStream(shared[0] ?? '', [newEvent('Stale')], { expectedVersion: 2 })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ConcurrencyError);
    expect(stale).toMatchObject({ actual: 4 });
    for (const name of shared) {
      const { events } = await store.readStream(name);
      expect(events.map((event) => event.streamPosition)).toEqual([...Array(events.length).keys()]);
      expect(events.map((event) => event.type).slice(0, 4)).toEqual(['Mine', 'Plain', 'Theirs', 'Again']);
    }
  });

  it("appends with 'any' to streams it has never seen, new or not, and knows a resend among them", async () => {
    const written = [newEvent('First'), newEvent('Second')];
    const existing = stream('existing');
    const first = await store.appendToStream(existing, written);
    // Fresh stores, as after a restart: they try position 0 first, which is taken here.
    const fresh = () => createSqlEventStore(db.sql, { backend: 'postgres' });
    expect(await fresh().appendToStream(existing, [newEvent('Third')])).toMatchObject({
      nextExpectedVersion: 2,
      duplicate: false,
    });
    expect(await fresh().appendToStream(existing, written)).toEqual({ ...first, duplicate: true });
    expect(await fresh().appendToStream(stream('new'), [newEvent('Only')])).toMatchObject({
      nextExpectedVersion: 0,
    });
    const { events } = await store.readStream(existing);
    expect(events.map((event) => [event.type, event.streamPosition])).toEqual([
      ['First', 0],
      ['Second', 1],
      ['Third', 2],
    ]);
  });
});

describe('appends without inline projections on PGlite', () => {
  it('writes the appends that queue up as one statement, each with the answer it would have had alone', async () => {
    const db = await createEmbeddedTestDatabase();
    try {
      await migrateEventStore(db.sql);
      const sizes: number[] = [];
      const plain = createSqlEventStore(db.sql, { backend: 'embedded', onGroupCommit: (n) => sizes.push(n) });
      const existing = stream('existing');
      const stored = newEvent('Stored');
      await plain.appendToStream(existing, [stored]);
      const fresh = Array.from({ length: 12 }, () => ({ name: stream('fresh'), events: [newEvent('One')] }));
      const [, ...written] = await Promise.all([
        plain.appendToStream(stream('leader'), [newEvent('Leader')]),
        ...fresh.map(({ name, events }) =>
          plain.appendToStream(name, events, { expectedVersion: 'no_stream' }),
        ),
      ]);
      expect(Math.max(...sizes)).toBeGreaterThan(1);
      expect(
        written.map(({ nextExpectedVersion, duplicate }) => ({ nextExpectedVersion, duplicate })),
      ).toEqual(fresh.map(() => ({ nextExpectedVersion: 0, duplicate: false })));
      expect(new Set(written.map((result) => result.lastCheckpoint)).size).toBe(fresh.length);
      // A resent event in a group fails its statement: each append then gets its own answer.
      const [, resent, wrong, next] = await Promise.allSettled([
        plain.appendToStream(stream('leader'), [newEvent('Leader')]),
        plain.appendToStream(existing, [stored]),
        plain.appendToStream(stream('other'), [newEvent('Wrong')], { expectedVersion: 5 }),
        plain.appendToStream(stream('other'), [newEvent('Other')], { expectedVersion: 'no_stream' }),
      ]);
      expect(resent).toMatchObject({
        status: 'fulfilled',
        value: { nextExpectedVersion: 0, duplicate: true },
      });
      expect(wrong.status === 'rejected' && wrong.reason).toBeInstanceOf(ConcurrencyError);
      expect(next).toMatchObject({
        status: 'fulfilled',
        value: { nextExpectedVersion: 0, duplicate: false },
      });
      expect((await plain.readStream(existing)).events.map((event) => event.type)).toEqual(['Stored']);
      for (const { name, events } of fresh) {
        expect((await plain.readStream(name)).events.map((event) => event.eventId)).toEqual(
          events.map((event) => event.eventId),
        );
      }
    } finally {
      await db.drop();
    }
  });
});
