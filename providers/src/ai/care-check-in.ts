import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The person's answer to the mentor's check-in (policy.ts, CareLevel 'check-in'), for the request sent again after
 * "Não, estou bem": within it, an uncertain decision no longer stops the answer; a confident one ('card') still
 * does. The server sets it from the request's `X-Care-Check-In: ok` header (features/ai); a client that sends it
 * unasked only skips a question meant for itself.
 */
const answered = new AsyncLocalStorage<true>();

export function afterCheckIn<T>(run: () => T): T {
  return answered.run(true, run);
}

export function checkInAnswered(): boolean {
  return answered.getStore() === true;
}
