import { eventTypesOf, type UserEvent } from '@detox/projections';
import type { ConsentPurpose, Role } from '@detox/projections/events/user';
import { type Decider } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { accountMessages } from './messages.ts';

export type AccountCommand =
  | {
      type: 'SignIn';
      email: string;
      /** Used only when the account is new: the purchase name, or ''. */
      name: string;
      method: 'code' | 'password';
      /** The roles the configured email lists give this email now. */
      configuredRoles: readonly Role[];
    }
  | { type: 'SetPassword'; passwordHash: string }
  | { type: 'SetConsent'; purpose: ConsentPurpose; granted: boolean; policyVersion: string }
  | { type: 'DeleteAccount'; erasedStreams: number };

export interface AccountState {
  registered: boolean;
  deleted: boolean;
  roles: readonly Role[];
  consents: Partial<Record<ConsentPurpose, string | null>>;
}

function requireAccount(state: AccountState): void {
  if (state.deleted) throw new DomainError('gone', accountMessages.deleted);
  if (!state.registered) throw new DomainError('not_found', accountMessages.noAccount);
}

function roleChanges(held: readonly Role[], configured: readonly Role[]): UserEvent[] {
  return [
    ...configured
      .filter((role) => !held.includes(role))
      .map((role): UserEvent => ({ type: 'RoleGranted', data: { role, source: 'config' } })),
    ...held
      .filter((role) => !configured.includes(role))
      .map((role): UserEvent => ({ type: 'RoleRevoked', data: { role, source: 'config' } })),
  ];
}

/** Pure rules of the user stream. Emails reach it already verified (sign-in code or password). */
export const accountDecider: Decider<AccountState, AccountCommand, UserEvent> = {
  eventTypes: eventTypesOf('user'),
  initialState: () => ({ registered: false, deleted: false, roles: [], consents: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'SignedIn':
      case 'PasswordSet':
        return state;
      case 'RoleGranted':
        return { ...state, roles: [...state.roles, event.data.role] };
      case 'RoleRevoked': {
        const { role } = event.data;
        return { ...state, roles: state.roles.filter((held) => held !== role) };
      }
      case 'ConsentGiven': {
        const { purpose, policyVersion } = event.data;
        return { ...state, consents: { ...state.consents, [purpose]: policyVersion } };
      }
      case 'ConsentRevoked':
        return { ...state, consents: { ...state.consents, [event.data.purpose]: null } };
      case 'AccountDeleted':
        return { ...state, deleted: true };
    }
  },

  decide(command, state): UserEvent[] {
    switch (command.type) {
      case 'SignIn': {
        if (state.deleted) throw new DomainError('gone', accountMessages.deleted);
        const registration: UserEvent[] = state.registered
          ? []
          : [{ type: 'UserRegistered', data: { email: command.email, name: command.name } }];
        return [
          ...registration,
          { type: 'SignedIn', data: { method: command.method } },
          ...roleChanges(state.roles, command.configuredRoles),
        ];
      }
      case 'SetPassword':
        requireAccount(state);
        return [{ type: 'PasswordSet', data: { passwordHash: command.passwordHash } }];
      case 'SetConsent': {
        requireAccount(state);
        const current = state.consents[command.purpose] ?? null;
        // Absolute state: asking for what already holds records nothing.
        if (command.granted) {
          if (current === command.policyVersion) return [];
          return [
            {
              type: 'ConsentGiven',
              data: { purpose: command.purpose, policyVersion: command.policyVersion },
            },
          ];
        }
        return current === null ? [] : [{ type: 'ConsentRevoked', data: { purpose: command.purpose } }];
      }
      case 'DeleteAccount':
        requireAccount(state);
        return [{ type: 'AccountDeleted', data: { erasedStreams: command.erasedStreams } }];
    }
  },
};
