import { describe } from 'vitest';
import { describeEventStoreContract } from '../../testing/event-store.contract.ts';
import { createEsdbEventStore } from './esdb-event-store.ts';

const url = process.env.EVENTSTORE_URL;

/** Runs whenever EVENTSTORE_URL points at an EventStoreDB/KurrentDB server (none runs on the CI machine). */
describe.skipIf(!url)('EventStoreDB backend', () => {
  describeEventStoreContract('EventStoreDB', () => {
    const store = createEsdbEventStore(url ?? '');
    return Promise.resolve({ store, cleanup: () => store.close() });
  });
});
