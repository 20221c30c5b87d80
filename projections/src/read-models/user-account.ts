import { eventTypesOf, type Stored, type UserEvent } from '../events/catalogue.ts';
import type { ConsentPurpose, Role } from '../events/user.ts';

/** Every event type of the user stream: what evolveUserAccount folds. */
export const userEventTypes = eventTypesOf('user');

interface ConsentState {
  granted: boolean;
  policyVersion: string | null;
  at: string;
}

/** One account as the API reads it. Pure fold of the user stream. */
export interface UserAccount {
  email: string;
  name: string;
  registeredAt: string | null;
  passwordHash: string | null;
  roles: Role[];
  consents: Partial<Record<ConsentPurpose, ConsentState>>;
  lastSignInAt: string | null;
  deleted: boolean;
}

export function emptyUserAccount(): UserAccount {
  return {
    email: '',
    name: '',
    registeredAt: null,
    passwordHash: null,
    roles: [],
    consents: {},
    lastSignInAt: null,
    deleted: false,
  };
}

export function evolveUserAccount(state: UserAccount, event: Stored<UserEvent>): UserAccount {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, email: event.data.email, name: event.data.name, registeredAt: at };
    case 'SignedIn':
      return { ...state, lastSignInAt: at };
    case 'PasswordSet':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'RoleGranted': {
      const { role } = event.data;
      return state.roles.includes(role) ? state : { ...state, roles: [...state.roles, role].sort() };
    }
    case 'RoleRevoked': {
      const { role } = event.data;
      return { ...state, roles: state.roles.filter((held) => held !== role) };
    }
    case 'ConsentGiven': {
      const { data } = event;
      const consent: ConsentState = { granted: true, policyVersion: data.policyVersion, at };
      return { ...state, consents: { ...state.consents, [data.purpose]: consent } };
    }
    case 'ConsentRevoked': {
      const { purpose } = event.data;
      const consent: ConsentState = { granted: false, policyVersion: null, at };
      return { ...state, consents: { ...state.consents, [purpose]: consent } };
    }
    case 'AccountDeleted':
      return { ...emptyUserAccount(), deleted: true };
  }
}
