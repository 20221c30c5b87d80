import { allProjections } from '@detox/projections';
import type { RuntimePart } from '../../runtime.ts';
import { migrateAuthTables } from './auth-tables.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import type { SessionRecord } from './sessions.ts';

/** The events that change what a session shows: those of the users and subscriptions read models. */
const sessionEventTypes = new Set(
  allProjections
    .filter((projection) => projection.name === 'users' || projection.name === 'subscriptions')
    .flatMap((projection) => projection.handles),
);

/**
 * Account's share of a runtime: the sign-in tables (sessions, codes, rate limits) and the session cache
 * (decision 0009). Once an append of an account or subscription event has committed (roles, consents, access,
 * erasure), this process's cached sessions are dropped, so the next request reads them again.
 */
export const accountPart: RuntimePart<SessionCache<SessionRecord>> = {
  name: 'account',
  migrate: migrateAuthTables,
  open: () => createSessionCache<SessionRecord>(),
  appended(sessions, events) {
    if (events.some((event) => sessionEventTypes.has(event.type))) sessions.clear();
  },
};
