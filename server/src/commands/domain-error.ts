/**
 * Why the domain refuses a command, in its own words. The domain knows nothing of HTTP: the API layer maps each
 * refusal to a status (http/errors.ts, `statusOfRefusal`).
 * - invalid: the command itself is malformed for the domain (a day outside 1-21).
 * - not_found: what it names does not exist (a saved guidance, an account).
 * - gone: it existed and was erased (a deleted account).
 * - conflict: the state forbids it now (a locked or finished day, reminders switched off).
 * - unmet: a rule is not yet satisfied (audio below the threshold, the questionnaire missing).
 */
export type Refusal = 'invalid' | 'not_found' | 'gone' | 'conflict' | 'unmet';

/** A command refused by a rule: nothing is appended; the person reads `message` (pt-BR). */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    /** A stable code for clients that act on the refusal ('day_locked'), sent beside the message. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
