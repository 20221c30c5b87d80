import { categoryOfEventType, InvalidEventError, parseEvent } from '@detox/projections';
import type { EventStore, NewEvent } from './types.ts';

/**
 * Checks one event before it is appended to `streamId`: its type is in the catalogue, its data has the type's
 * shape (projections/src/events/catalogue.ts), and it goes to a stream of its category (journey events to
 * journey-…). Throws InvalidEventError otherwise.
 */
function validateNewEvent(streamId: string, event: Pick<NewEvent, 'type' | 'data'>): void {
  parseEvent(event);
  const category = categoryOfEventType(event.type);
  if (!streamId.startsWith(`${category}-`)) {
    throw new InvalidEventError(
      event.type,
      `Evento ${event.type} fora do seu fluxo: ${category}-…, não ${streamId}`,
    );
  }
}

/**
 * The store, refusing an append in which any event fails the catalogue (validateNewEvent): nothing of it is
 * written. The app wraps its store with it whenever NODE_ENV is not production (development and tests), so every
 * writer (deciders, seed, support, ai, audio, push) is checked; production skips the cost and trusts them.
 */
export function validatedStore(store: EventStore): EventStore {
  return {
    ...store,
    async appendToStream(streamId, events, options) {
      for (const event of events) validateNewEvent(streamId, event);
      return await store.appendToStream(streamId, events, options);
    },
  };
}
