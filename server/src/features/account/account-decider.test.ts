import { storedEvents } from '@detox/projections/projection-spec';
import { describe, expect, it } from 'vitest';
import { foldStream } from '../../commands/command-handler.ts';
import { DomainError, type Refusal } from '../../commands/domain-error.ts';
import { type AccountCommand, accountDecider } from './account-decider.ts';

function given(types: [string, Record<string, unknown>][]) {
  return foldStream(
    accountDecider,
    storedEvents(types.map(([type, data]) => ({ streamId: 'user-a', type, data }))),
  );
}

const registered: [string, Record<string, unknown>][] = [['UserRegistered', { email: 'a@b.co', name: 'A' }]];
const signIn = (configuredRoles: ('admin' | 'support')[] = []): AccountCommand => ({
  type: 'SignIn',
  email: 'a@b.co',
  name: 'A',
  method: 'code',
  configuredRoles,
});

describe('accountDecider', () => {
  it.each<[string, [string, Record<string, unknown>][], AccountCommand, string[]]>([
    ['first sign-in registers', [], signIn(), ['UserRegistered', 'SignedIn']],
    ['later sign-ins only sign in', registered, signIn(), ['SignedIn']],
    ['a configured role is granted', registered, signIn(['admin']), ['SignedIn', 'RoleGranted']],
    [
      'a role no longer configured is revoked',
      [...registered, ['RoleGranted', { role: 'support', source: 'config' }]],
      signIn([]),
      ['SignedIn', 'RoleRevoked'],
    ],
    [
      'consent given',
      registered,
      { type: 'SetConsent', purpose: 'ai_reflections', granted: true, policyVersion: 'v1' },
      ['ConsentGiven'],
    ],
    [
      'consent given again for the same policy: nothing',
      [...registered, ['ConsentGiven', { purpose: 'ai_reflections', policyVersion: 'v1' }]],
      { type: 'SetConsent', purpose: 'ai_reflections', granted: true, policyVersion: 'v1' },
      [],
    ],
    [
      'consent asked again under a new policy',
      [...registered, ['ConsentGiven', { purpose: 'ai_reflections', policyVersion: 'v1' }]],
      { type: 'SetConsent', purpose: 'ai_reflections', granted: true, policyVersion: 'v2' },
      ['ConsentGiven'],
    ],
    [
      'revoking what was never given: nothing',
      registered,
      { type: 'SetConsent', purpose: 'ai_reflections', granted: false, policyVersion: 'v1' },
      [],
    ],
    [
      'revoking a consent',
      [...registered, ['ConsentGiven', { purpose: 'questionnaire_answers', policyVersion: 'v1' }]],
      { type: 'SetConsent', purpose: 'questionnaire_answers', granted: false, policyVersion: 'v1' },
      ['ConsentRevoked'],
    ],
    ['password set', registered, { type: 'SetPassword', passwordHash: 'scrypt$...' }, ['PasswordSet']],
    ['deletion', registered, { type: 'DeleteAccount', erasedStreams: 3 }, ['AccountDeleted']],
  ])('%s', (_case, history, command, expected) => {
    expect(accountDecider.decide(command, given(history)).map((event) => event.type)).toEqual(expected);
  });

  it.each<[string, [string, Record<string, unknown>][], AccountCommand, Refusal]>([
    ['no account to delete', [], { type: 'DeleteAccount', erasedStreams: 0 }, 'not_found'],
    [
      'no account for a consent',
      [],
      { type: 'SetConsent', purpose: 'ai_reflections', granted: true, policyVersion: 'v1' },
      'not_found',
    ],
    [
      'a deleted account signs in no more',
      [...registered, ['AccountDeleted', { erasedStreams: 1 }]],
      signIn(),
      'gone',
    ],
  ])('refuses: %s', (_case, history, command, status) => {
    expect(() => accountDecider.decide(command, given(history))).toThrow(DomainError);
    try {
      accountDecider.decide(command, given(history));
    } catch (error) {
      expect((error as DomainError).refusal).toBe(status);
    }
  });
});
