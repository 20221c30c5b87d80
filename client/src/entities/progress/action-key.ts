import { useState } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';

/** A fresh UUID for one user action: the Idempotency-Key of its write. */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older Android WebViews have getRandomValues but not randomUUID: build the same v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed write got a definite answer. A 4xx is a refusal: nothing was stored, so the next attempt is
 * a new action. A timeout, a dropped connection, a 5xx or an unreadable body may hide a write that landed, so
 * a retry must resend the same key and get the first answer back instead of writing twice.
 */
export function failureIsDefinite(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500;
}

export interface ActionKeys {
  /** The key for this payload: the pending one when the same payload is being retried, else a fresh one. */
  keyFor(payload: unknown): string;
  /** After an attempt: a success or a definite refusal ends the action; an uncertain failure keeps its key. */
  settle(error?: unknown): void;
}

/** Keys for retryable actions (complete a day, save the questionnaire, restart), whose retry must not write twice. */
export function createActionKeys(makeKey: () => string = newActionKey): ActionKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    settle(error) {
      if (error === undefined || failureIsDefinite(error)) pending = null;
    },
  };
}

/** One ActionKeys per mounted component. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => createActionKeys());
  return keys;
}
